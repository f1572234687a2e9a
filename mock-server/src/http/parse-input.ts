import type { MiddlewareHandler } from "hono";
import { operationValidator } from "../contract/operation-validator";
import type { Operation } from "../contract/operations";
import type { AppEnv } from "./app-env";
import { notFoundProblem, validationProblem } from "./problem";
import { readJsonBody } from "./read-body";

/** `lead_id` → "lead": how a 404 names what was not found. */
const kindOf = (parameter: string) => parameter.replace(/_id$/, "").replace(/_/g, " ");

/**
 * Validates path, query, headers and body against the operation's contract. A path id that
 * cannot exist is a 404; every other bad field is listed in one 400.
 */
export function parseInput(operation: Operation, bodyLimit: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const validator = operationValidator(operation);
    const params = c.req.param() as Record<string, string>;
    const path = validator.path(params);
    if (!path.ok) {
      const name = path.issues[0]?.pointer.slice(1) ?? "";
      throw notFoundProblem(kindOf(name), params[name] ?? "");
    }
    const query = validator.query(new URL(c.req.url).searchParams);
    const headers = validator.headers(c.req.raw.headers);
    const read = operation.body ? await readJsonBody(c.req.raw, bodyLimit) : undefined;
    const body = validator.body(read?.json);
    if (!query.ok || !headers.ok || !body.ok) {
      throw validationProblem([query, headers, body].flatMap((result) => (result.ok ? [] : result.issues)));
    }
    c.set("input", { path: path.value, query: query.value, body: body.value });
    c.set("rawBody", read?.text ?? "");
    await next();
  };
}
