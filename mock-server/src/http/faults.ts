import type { MiddlewareHandler } from "hono";
import type { Operation } from "../contract/operations";
import type { FaultRule, FaultRules } from "../sandbox/fault-rules";
import type { AppEnv } from "./app-env";
import { ProblemError } from "./problem";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function outage(rule: FaultRule): ProblemError {
  return rule.status === 500
    ? new ProblemError(500, "internal_error", "Simulated failure (sandbox fault).")
    : new ProblemError(rule.status, "service_unavailable", "Simulated outage (sandbox fault); safe to retry.");
}

/** Applies the sandbox's fault rules to an API operation. */
export function faults(operation: Operation, rules: FaultRules): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { latencyMs, failure } = rules.strike(operation, c.req.method, c.req.path);
    if (latencyMs > 0) await sleep(latencyMs);
    switch (failure?.mode) {
      case undefined:
      case null:
        return next();
      case "fail_before":
        throw outage(failure);
      case "drop_connection":
        c.env.control.dropConnection = true;
        throw outage(failure);
      case "fail_after_commit":
        // The operation runs and its effects stay; only the answer is lost.
        await next();
        throw outage(failure);
    }
  };
}
