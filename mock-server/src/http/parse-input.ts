import type { MiddlewareHandler } from "hono";
import { contentTypeRefusal } from "../contract/content-type";
import { operationValidator } from "../contract/operation-validator";
import type { Operation } from "../contract/operations";
import type { AppEnv } from "./app-env";
import { ProblemError, notFoundProblem, validationProblem } from "./problem";
import { readJsonBody } from "./read-body";
import { requestHeader } from "./request-header";

const NO_PARAMS: Record<string, string> = {};

/** 415 when a request declares a content type other than UTF-8 JSON (undeclared: see read-body). */
function assertJsonContentType(header: string | undefined): void {
  if (header === undefined) return;
  const refusal = contentTypeRefusal(header);
  if (refusal !== undefined) throw new ProblemError(415, "unsupported_media_type", refusal);
}

/** `lead_id` → "lead": how a 404 names what was not found. */
const kindOf = (parameter: string) => parameter.replace(/_id$/, "").replace(/_/g, " ");

/** The query string of a request URL, without parsing the URL again (requests carry no fragment). */
function queryStringOf(url: string): string {
  const start = url.indexOf("?");
  return start < 0 ? "" : url.slice(start + 1);
}

/**
 * Validates path, query, headers and body against the operation's contract. A path id that
 * cannot exist is a 404; every other bad field is listed in one 400.
 */
export function parseInput(operation: Operation, bodyLimit: number): MiddlewareHandler<AppEnv> {
  const hasPathParameters = operation.parameters.some((parameter) => parameter.in === "path");
  return async (c, next) => {
    const validator = operationValidator(operation);
    const params = hasPathParameters ? (c.req.param() as Record<string, string>) : NO_PARAMS;
    const path = validator.path(params);
    if (!path.ok) {
      const name = path.issues[0]?.pointer.slice(1) ?? "";
      throw notFoundProblem(kindOf(name), params[name] ?? "");
    }
    const query = validator.query(queryStringOf(c.req.url));
    const headers = validator.headers((name) => requestHeader(c, name));
    if (operation.body) assertJsonContentType(requestHeader(c, "content-type"));
    const read = operation.body ? await readJsonBody(c.req.raw, bodyLimit) : undefined;
    // Kept before judging, so the request journal has the body of a refused request too.
    c.set("rawBody", read?.text ?? "");
    const body = validator.body(read?.json);
    if (!query.ok || !headers.ok || !body.ok) {
      throw validationProblem([query, headers, body].flatMap((result) => (result.ok ? [] : result.issues)));
    }
    c.set("input", { path: path.value, query: query.value, body: body.value });
    await next();
  };
}
