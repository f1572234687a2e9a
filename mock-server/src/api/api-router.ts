import type { Hono } from "hono";
import type { Authenticator } from "../auth/authenticate";
import type { RateLimiter } from "../auth/rate-limiter";
import { operations } from "../contract/operations";
import type { FaultRules } from "./fault-rules";
import type { AuditTrail } from "../store/audit-trail";
import type { IdempotencyStore } from "../store/idempotency-store";
import type { AppEnv } from "./app-env";
import { audit } from "./audit";
import { authorize } from "./authorize";
import { faults } from "./faults";
import { idempotency } from "./idempotency";
import { judgeInput, parseInput } from "./parse-input";
import { prefer } from "./prefer";
import { type OperationHandler, respond } from "./respond";
import { routedApp } from "./routers";

export interface ApiRouterDeps {
  auth: Authenticator;
  limiter: RateLimiter;
  idempotency: IdempotencyStore;
  audit: AuditTrail;
  faults: FaultRules;
  bodyLimitBytes: number;
  options?: { prefer?: boolean };
}

/**
 * One route per operation of openapi.yaml, each with the same pipeline: the contract's verdict on
 * path, query and headers (kept for the journal, acted on by validation), a `Prefer` answer (it
 * changes nothing, so it comes before the quota), faults asked to strike first, audit, auth and quota, the other faults, validation, idempotency (POST, DELETE), handler. Fails
 * at start-up if the handlers and the contract disagree, so a new operation cannot ship unrouted.
 */
export function createApiRouter(handlers: Record<string, OperationHandler>, deps: ApiRouterDeps): Hono<AppEnv> {
  const api = routedApp<AppEnv>();
  const unrouted = new Set(Object.keys(handlers));
  for (const operation of operations) {
    const handler = handlers[operation.id];
    if (!handler) throw new Error(`No handler for the contract's operation ${operation.id}`);
    unrouted.delete(operation.id);
    api.on(
      operation.method,
      operation.routePath,
      judgeInput(operation),
      prefer(operation, deps),
      faults(operation, deps.faults, true),
      audit(operation, deps.audit),
      authorize(operation, deps),
      faults(operation, deps.faults, false),
      parseInput(operation, deps.bodyLimitBytes),
      // DELETE too: a retry after a lost answer must get that answer again, not a 404.
      ...(operation.method === "POST" || operation.method === "DELETE" ? [idempotency(operation, deps.idempotency)] : []),
      respond(handler),
    );
  }
  if (unrouted.size > 0) throw new Error(`Handlers for operations the contract lacks: ${[...unrouted].join(", ")}`);
  return api;
}
