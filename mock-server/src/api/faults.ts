import type { Context, MiddlewareHandler, Next } from "hono";
import type { Operation } from "../contract/operations";
import { markInjected } from "../journal/forced-answers";
import { CONNECTION_DROPPED } from "../journal/journal-types";
import type { FaultRule, FaultRules, FaultStrike } from "./fault-rules";
import type { AppEnv } from "./app-env";
import { ProblemError } from "./problem";
import { ClientAborted } from "./read-body";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds a client is told to wait after a simulated outage: short, the mock recovers at once. */
export const RETRY_AFTER_SECONDS = 1;

function outage(rule: FaultRule): ProblemError {
  // Every 503 tells the client when to come back (RFC 9110 §10.2.3), as the contract promises.
  return rule.status === 500
    ? new ProblemError(500, "internal_error", "Simulated failure (sandbox fault).")
    : new ProblemError(rule.status, "service_unavailable", "Simulated outage (sandbox fault); safe to retry.", {}, {
        "Retry-After": String(RETRY_AFTER_SECONDS),
      });
}

/**
 * Thrown by a `drop_connection` fault: the operation does not run, and the app answers a bodiless
 * CONNECTION_DROPPED, which the journal records and no client gets (engine.fetch rejects instead).
 */
export class ConnectionDropped extends Error {
  override name = "ConnectionDropped";
  readonly status = CONNECTION_DROPPED;
}

/**
 * Applies the sandbox's fault rules to an API operation. The pipeline runs it twice: before
 * authentication for rules with `before_auth`, after it for the rest, so a bad key still gets
 * its 401 while a fault is active (a client must not retry a credential error as an outage).
 */
export function faults(operation: Operation, rules: FaultRules, beforeAuth: boolean): MiddlewareHandler<AppEnv> {
  // Not async: with no rule striking, the next handler's promise is returned as it is, which
  // spares an async frame per request on the hot path (twice per operation).
  return (c, next) => {
    const strike = rules.strike(operation, c.req.method, c.req.path, beforeAuth);
    return strike.latencyMs === 0 && !strike.failure?.mode ? next() : struck(c, next, strike);
  };
}

async function struck(c: Context<AppEnv>, next: Next, { latencyMs, failure }: FaultStrike): Promise<void> {
  if (latencyMs > 0) {
    await sleep(latencyMs);
    // The client gave up meanwhile: the timeout a latency fault is there to test. Nobody is left
    // to answer, and its POST body is gone: a client abort (499), caused by the fault, so like an
    // injected answer it is not judged against the contract.
    if (c.req.raw.signal.aborted) {
      markInjected(c.req.raw);
      throw new ClientAborted("The client closed the connection during the injected latency");
    }
  }
  if (!failure?.mode) return next();
  markInjected(c.req.raw);
  switch (failure.mode) {
    case "fail_before":
      throw outage(failure);
    case "drop_connection":
      c.env.control.dropConnection = true;
      throw new ConnectionDropped();
    case "fail_after_commit":
      // The operation runs and its effects stay; only the answer is lost.
      await next();
      throw outage(failure);
  }
}
