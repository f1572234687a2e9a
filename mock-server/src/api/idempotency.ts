import type { MiddlewareHandler } from "hono";
import { sha256Hex } from "../auth/digest";
import type { Operation } from "../contract/operations";
import type { IdempotencyStore, StoredResponse } from "../store/idempotency-store";
import type { AppEnv } from "./app-env";
import { answerHeaders } from "./answer-headers";
import { principalOf } from "./authorize";
import { ProblemError } from "./problem";
import { requestHeader } from "./request-header";

const KEPT_HEADERS = ["content-type"];

async function snapshot(response: Response): Promise<StoredResponse | null> {
  // Unexpected failures are not kept: the client's retry with the same key runs for real.
  if (response.status >= 500) return null;
  const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  return { status: response.status, headers, body: await response.clone().text() };
}

/**
 * Idempotency-Key on POST and DELETE, per credential: the first answer is kept and replayed for the same
 * operation, path and body; another body is a 409, and so is a duplicate that arrives while the
 * first is still running. Runs after validation, so a rejected body keeps no answer.
 */
export function idempotency(operation: Operation, store: IdempotencyStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = requestHeader(c, "idempotency-key");
    if (key === undefined) return next();
    const bodyHash = sha256Hex(c.get("rawBody") ?? "");
    const fingerprint = `${operation.id} ${JSON.stringify(c.get("input")?.path)} ${bodyHash}`;
    // Kept per organisation and credential: a key another caller replays is a new key to it.
    const { organizationId, credential } = principalOf(c);
    const claim = store.claim(`${organizationId} ${credential} ${key}`, fingerprint);
    switch (claim.kind) {
      case "conflict":
        throw new ProblemError(409, "idempotency_key_reused", "This Idempotency-Key was used with a different request.");
      case "in_progress":
        throw new ProblemError(409, "idempotency_request_in_progress", "The first request with this Idempotency-Key is still running; retry shortly.");
      case "replay": {
        const { status, headers, body } = claim.response;
        const replayed = { ...Object.fromEntries(headers), "idempotent-replayed": "true" };
        c.res = new Response(body, { status, headers: answerHeaders(c, replayed) });
        return;
      }
      case "new":
        try {
          await next();
        } catch (error) {
          claim.complete(null);
          throw error;
        }
        claim.complete(await snapshot(c.res));
    }
  };
}
