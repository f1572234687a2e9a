import type { MiddlewareHandler } from "hono";
import { contentTypeRefusal } from "../contract/content-type";
import { operationValidator } from "../contract/operation-validator";
import type { Operation } from "../contract/operations";
import type { ValidationIssue } from "../contract/validation-issue";
import type { JudgedInput } from "../journal/journal-types";
import type { AppEnv } from "./app-env";
import { ProblemError, notFoundProblem, validationProblem } from "./problem";
import { readJsonBody } from "./read-body";
import { requestHeader } from "./request-header";

const NO_PARAMS: Record<string, string> = {};

/** `lead_id` → "lead": how a 404 names what was not found. */
const kindOf = (parameter: string) => parameter.replace(/_id$/, "").replace(/_/g, " ");

/** The query string of a request URL, without parsing the URL again (requests carry no fragment). */
function queryStringOf(url: string): string {
  const start = url.indexOf("?");
  return start < 0 ? "" : url.slice(start + 1);
}

/**
 * The first step of an operation's pipeline: the contract's verdict on path, query and headers,
 * which parseInput acts on and the journal words (it judges nothing again). Judged before Prefer,
 * auth and faults may answer, so a forced or refused call still shows what was wrong with it.
 */
export function judgeInput(operation: Operation): MiddlewareHandler<AppEnv> {
  const hasPathParameters = operation.parameters.some((parameter) => parameter.in === "path");
  return (c, next) => {
    const validator = operationValidator(operation);
    const params = hasPathParameters ? (c.req.param() as Record<string, string>) : NO_PARAMS;
    c.set("judged", {
      operation,
      path: validator.path(params),
      query: validator.query(queryStringOf(c.req.url)),
      headers: validator.headers((name) => requestHeader(c, name)),
    });
    return next();
  };
}

/** 415 when a request declares a content type other than UTF-8 JSON (undeclared: see read-body). */
function assertJsonContentType(header: string | undefined): void {
  if (header === undefined) return;
  const refusal = contentTypeRefusal(header);
  if (refusal !== undefined) throw new ProblemError(415, "unsupported_media_type", refusal);
}

function contentTypeIssue(type: string | undefined): ValidationIssue {
  const message = type === undefined ? "is required with a body" : `${type} is not a documented content type`;
  return { pointer: "/headers/content-type", message, expected: "application/json" };
}

/** What a body refused before its schema was checked tells the journal, before the refusal is thrown. */
function noteRefusal(judged: JudgedInput, error: unknown, type: string | undefined): void {
  if (!(error instanceof ProblemError)) return;
  if (error.code === "unsupported_media_type") judged.contentType = contentTypeIssue(type);
  else if (error.code === "malformed_json") judged.body = "malformed";
  else if (error.code === "validation_failed") judged.body = error.extensions.errors ?? [];
}

/**
 * Acts on judgeInput's verdict and validates the body. A path id that cannot exist is a 404;
 * every other bad field is listed in one 400.
 */
export function parseInput(operation: Operation, bodyLimit: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const judged = c.get("judged")!;
    const { path, query, headers } = judged;
    if (!path.ok) {
      const name = path.issues[0]?.pointer.slice(1) ?? "";
      throw notFoundProblem(kindOf(name), (c.req.param() as Record<string, string>)[name] ?? "");
    }
    let read: Awaited<ReturnType<typeof readJsonBody>>;
    if (operation.body) {
      const type = requestHeader(c, "content-type");
      try {
        assertJsonContentType(type);
        read = await readJsonBody(c.req.raw, bodyLimit);
      } catch (error) {
        noteRefusal(judged, error, type);
        throw error;
      }
    }
    // Kept before judging, so the request journal has the body of a refused request too.
    c.set("rawBody", read?.text ?? "");
    const body = operationValidator(operation).body(read?.json);
    judged.body = body.ok ? [] : body.issues;
    if (!query.ok || !headers.ok || !body.ok) {
      throw validationProblem([query, headers, body].flatMap((result) => (result.ok ? [] : result.issues)));
    }
    c.set("input", { path: path.value, query: query.value, body: body.value });
    await next();
  };
}
