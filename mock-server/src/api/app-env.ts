import type { Principal } from "../auth/authenticate";
import type { Quota } from "../auth/rate-limiter";
import type { OperationInput } from "../contract/operation-validator";
import type { JudgedInput } from "../journal/journal-types";

/** Per-request facts from the transport, passed to Hono as its environment. */
export interface AppBindings {
  clientIp: string;
  /** The transport's header lookup, when it has one (see RequestContext.header). */
  header?: (name: string) => string | undefined;
  /** Set by a `drop_connection` fault: engine.fetch then rejects instead of answering. */
  control: { dropConnection: boolean };
}

export interface AppVariables {
  requestId: string;
  principal?: Principal;
  /** The quota this request was counted against, for the RateLimit headers. */
  quota?: Quota;
  /** Audit action of a refused credential (`auth.failed`, `auth.ip_not_allowed`, …). */
  authFailure?: { action: string; actor?: string; organizationId?: string };
  /** The contract's verdict on the request, from the first step of its operation's pipeline on. */
  judged?: JudgedInput;
  input?: OperationInput;
  /** The body as received, for idempotency fingerprints. */
  rawBody?: string;
  resourceId?: string;
  /** Adds X-Request-Id, RateLimit and CORS headers as they stand now (see answer-headers). */
  addCommonHeaders?: (headers: Record<string, string>) => Record<string, string>;
  /** The answer already carries the common headers. */
  stamped?: boolean;
}

export type AppEnv = { Bindings: AppBindings; Variables: AppVariables };
