import type { Context, MiddlewareHandler } from "hono";
import type { OperationInput } from "../contract/operation-validator";
import type { AppEnv } from "./app-env";
import { answerHeaders } from "./answer-headers";
import { jsonAnswer } from "./json-body";

/** Answers an operation: the validated input in, the 200 body out (a thrown ProblemError otherwise). */
export type OperationHandler = (input: OperationInput, c: Context<AppEnv>) => unknown;

export function respond(handler: OperationHandler): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const input = c.get("input");
    if (!input) throw new Error("The route runs without the parseInput middleware");
    const result = await handler(input, c);
    const id = (result as { id?: unknown } | null)?.id;
    if (typeof id === "string") c.set("resourceId", id);
    const { body, bytes } = jsonAnswer(result);
    const headers = answerHeaders(c, { "content-type": "application/json", "content-length": String(bytes) });
    return new Response(body, { status: 200, headers });
  };
}
