import type { ValidationIssue } from "../contract/validation-issue";
import { DomainError, type DomainErrorCode, invalidDetail, undocumentedFirst } from "../domain/domain-error";

/** The machine codes listed in openapi.yaml (`Problem.code`). */
export type ProblemCode =
  | "validation_failed"
  | "malformed_json"
  | "malformed_request"
  | "unsupported_media_type"
  | "payload_too_large"
  | "unauthenticated"
  | "invalid_token"
  | "token_expired"
  | "insufficient_scope"
  | "ip_not_allowed"
  | "host_not_allowed"
  | "https_required"
  | "cross_origin_refused"
  | "not_found"
  | "route_not_found"
  | "method_not_allowed"
  | "unknown_city"
  | "idempotency_key_reused"
  | "idempotency_request_in_progress"
  | "rate_limit_exceeded"
  | "internal_error"
  | "service_unavailable"
  | "webhook_disabled"
  | "response_contract_violation";

const TITLES: Record<ProblemCode, string> = {
  validation_failed: "Validation failed",
  malformed_json: "Malformed JSON",
  malformed_request: "Malformed request",
  unsupported_media_type: "Unsupported media type",
  payload_too_large: "Payload too large",
  unauthenticated: "Authentication required",
  invalid_token: "Invalid credentials",
  token_expired: "Token expired",
  insufficient_scope: "Insufficient scope",
  ip_not_allowed: "IP address not allowed",
  host_not_allowed: "Host not allowed",
  https_required: "HTTPS required",
  cross_origin_refused: "Cross-origin request refused",
  not_found: "Not found",
  route_not_found: "Route not found",
  method_not_allowed: "Method not allowed",
  unknown_city: "Unknown city",
  idempotency_key_reused: "Idempotency key reused",
  idempotency_request_in_progress: "Idempotent request in progress",
  rate_limit_exceeded: "Rate limit exceeded",
  internal_error: "Internal server error",
  service_unavailable: "Service unavailable",
  webhook_disabled: "Webhook endpoint disabled",
  response_contract_violation: "Response breaks the contract",
};

/** Members a problem may carry next to the RFC 9457 ones (see the contract's `Problem`). */
export interface ProblemExtensions {
  errors?: ValidationIssue[];
  required_scope?: string;
  limit?: number;
  remaining?: number;
  reset_seconds?: number;
  known_cities?: string[];
}

/** Thrown anywhere in request handling; the engine turns it into an application/problem+json answer. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly detail: string,
    readonly extensions: ProblemExtensions = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "ProblemError";
  }
}

/** The contract's `Problem.errors` maxItems: a body with thousands of bad keys gets the first ones. */
export const MAX_LISTED_ISSUES = 100;
/** The contract's `Problem.detail` maxLength. */
const MAX_DETAIL = 2000;

export function validationProblem(issues: ValidationIssue[]): ProblemError {
  const count = invalidDetail(issues);
  const detail = issues.length > MAX_LISTED_ISSUES ? `${count} The first ${MAX_LISTED_ISSUES} are listed.` : count;
  return new ProblemError(400, "validation_failed", detail, { errors: undocumentedFirst(issues).slice(0, MAX_LISTED_ISSUES) });
}

// Details quote what the client sent (a path, a host, a parser's message); the contract keeps
// them to one line of bounded length.
const CONTROL = /[\u0000-\u001f\u007f]/g;
const boundedDetail = (detail: string) =>
  (detail.length > MAX_DETAIL ? `${detail.slice(0, MAX_DETAIL - 1)}…` : detail).replace(CONTROL, "\uFFFD");

export function notFoundProblem(kind: string, id: string): ProblemError {
  return new ProblemError(404, "not_found", `No ${kind} has the id ${id}.`);
}

const DOMAIN_STATUS: Record<DomainErrorCode, number> = {
  not_found: 404,
  unknown_city: 404,
  validation_failed: 400,
  webhook_disabled: 409,
};

/** The problem for any error request handling throws: its own, a domain refusal, or undefined for a bug. */
export function problemOf(error: unknown): ProblemError | undefined {
  if (error instanceof ProblemError) return error;
  if (!(error instanceof DomainError)) return undefined;
  const { issues, knownCities } = error.facts;
  const extensions: ProblemExtensions = { ...(issues && { errors: undocumentedFirst(issues) }), ...(knownCities && { known_cities: knownCities }) };
  return new ProblemError(DOMAIN_STATUS[error.code], error.code, error.detail, extensions);
}

/** The problem+json answer for `problem`, stamped with the request id; `headers` are added. */
export function problemResponse(problem: ProblemError, requestId: string, headers: Record<string, string> = {}): Response {
  const body = {
    type: `https://docs.lps.example/errors/${problem.code}`,
    title: TITLES[problem.code],
    status: problem.status,
    detail: boundedDetail(problem.detail),
    code: problem.code,
    request_id: requestId,
    ...problem.extensions,
  };
  return new Response(JSON.stringify(body), {
    status: problem.status,
    headers: { "content-type": "application/problem+json", ...problem.headers, ...headers },
  });
}
