import type { components } from "../generated/openapi";
import { parseRateLimit, retryAfterMs } from "./rate-limit";

export type Problem = components["schemas"]["Problem"];

// A registry symbol is the same in every bundle copy and every realm, so the guards below
// recognise errors that `instanceof` would miss (two installed copies, iframes, vm contexts).
const KIND = Symbol.for("@lps/sdk/error-kind");

type Kind = "config" | "api" | "connection" | "timeout" | "abort" | "oauth" | "insecure";

/** Base class of every error the SDK throws. */
export class LPSError extends Error {
  override name = "LPSError";
  declare readonly [KIND]: Kind;

  constructor(message: string, options?: { cause?: unknown }, kind: Kind = "config") {
    super(message, options);
    Object.defineProperty(this, KIND, { value: kind });
  }
}

/** The API answered with a status outside 2xx. */
export class APIError extends LPSError {
  override name = "APIError";
  declare readonly status: number;
  /** The RFC 9457 problem body, when the answer had one. */
  declare readonly problem: Problem | undefined;
  declare readonly headers: Headers;
  /** Machine code from the problem body, e.g. `validation_failed`. */
  declare readonly code: string | undefined;
  declare readonly requestId: string | undefined;

  constructor(status: number, problem: Problem | undefined, headers: Headers) {
    super(`${status} ${problem?.code ?? "error"}: ${problem?.detail ?? problem?.title ?? "no problem details"}`, undefined, "api");
    this.status = status;
    this.problem = problem;
    this.headers = headers;
    this.code = problem?.code;
    this.requestId = problem?.request_id ?? headers.get("x-request-id") ?? undefined;
  }
}

export class BadRequestError extends APIError { override name = "BadRequestError"; }
export class AuthenticationError extends APIError { override name = "AuthenticationError"; }
export class PermissionDeniedError extends APIError { override name = "PermissionDeniedError"; }
export class NotFoundError extends APIError { override name = "NotFoundError"; }
export class ConflictError extends APIError { override name = "ConflictError"; }
export class InternalServerError extends APIError { override name = "InternalServerError"; }

export class RateLimitError extends APIError {
  override name = "RateLimitError";
  /** Seconds to wait: `Retry-After`, else the RateLimit reset, else the problem's `reset_seconds`. */
  declare readonly retryAfter: number | undefined;
  declare readonly limit: number | undefined;
  declare readonly remaining: number | undefined;
  declare readonly resetSeconds: number | undefined;
  declare readonly policy: string | undefined;

  constructor(status: number, problem: Problem | undefined, headers: Headers) {
    super(status, problem, headers);
    const rate = parseRateLimit(headers);
    const resetSeconds = rate.resetSeconds ?? problem?.reset_seconds;
    const retryAfter = retryAfterMs(headers, Date.now());
    this.retryAfter = retryAfter === undefined ? resetSeconds : Math.ceil(retryAfter / 1000);
    this.limit = rate.limit ?? problem?.limit;
    this.remaining = rate.remaining ?? problem?.remaining;
    this.resetSeconds = resetSeconds;
    this.policy = rate.policy;
  }
}

/**
 * The request never got an answer (DNS, refused or dropped connection). The message names the
 * method, the URL and the cause's code (`ECONNREFUSED`, `ENOTFOUND`, …); `cause` is what fetch threw.
 */
export class ConnectionError extends LPSError {
  override name = "ConnectionError";
  constructor(message = "Connection error", options?: { cause?: unknown }, kind: Kind = "connection") {
    super(message, options, kind);
  }
}

/** An attempt outlived `timeout`, or the call outlived `totalTimeout`. */
export class TimeoutError extends ConnectionError {
  override name = "TimeoutError";
  constructor(message = "Request timed out", options?: { cause?: unknown }) {
    super(message, options, "timeout");
  }
}

/** The caller's `AbortSignal` fired. */
export class AbortError extends LPSError {
  override name = "AbortError";
  constructor(cause?: unknown) {
    super("Request aborted", { cause }, "abort");
  }
}

/**
 * A credential would have gone over plain http to a host that is not loopback. Thrown before
 * anything leaves the process; `allowInsecureHttp: true` is the explicit opt-out.
 */
export class InsecureTransportError extends LPSError {
  override name = "InsecureTransportError";
  declare readonly code: "insecure_transport";
  /** The refused URL, without credentials. */
  declare readonly url: string;

  constructor(url: string, optionHome: string) {
    super(`Refusing to send credentials over plain http to ${url}: use https or a loopback host, or pass allowInsecureHttp: true to ${optionHome}`, undefined, "insecure");
    this.url = url;
    this.code = "insecure_transport";
  }
}

/** The call (`METHOD url`), then the first `code` along the cause chain: undici puts `ECONNREFUSED` one level down. */
export function describeFailure(call: string, cause: unknown): string {
  let code: unknown;
  for (let error = cause, depth = 0; error && code === undefined && depth < 5; error = (error as Error).cause, depth++) {
    code = (error as { code?: unknown }).code;
  }
  return `${call}${typeof code === "string" ? ` (${code})` : ""}`;
}

/** The one place a status becomes an error class. */
export function errorFromResponse(response: Response, body: unknown): APIError {
  const { status, headers } = response;
  const problem = body && typeof body === "object" ? (body as Problem) : undefined;
  const Class =
    status === 400 ? BadRequestError
    : status === 401 ? AuthenticationError
    : status === 403 ? PermissionDeniedError
    : status === 404 ? NotFoundError
    : status === 409 ? ConflictError
    : status === 429 ? RateLimitError
    : status >= 500 ? InternalServerError
    : APIError;
  return new Class(status, problem, headers);
}

/** The kind an SDK error was made with, read through the registry symbol; undefined for anything else. */
export const kindOf = (value: unknown): unknown => (value as { [KIND]?: Kind } | null)?.[KIND];
const statusGuard =
  <T extends APIError>(matches: (status: number) => boolean) =>
  (value: unknown): value is T =>
    isAPIError(value) && matches(value.status);

export const isLPSError = (value: unknown): value is LPSError => typeof kindOf(value) === "string";
export const isAPIError = (value: unknown): value is APIError => kindOf(value) === "api";
export const isBadRequestError = /* @__PURE__ */ statusGuard<BadRequestError>((s) => s === 400);
export const isAuthenticationError = /* @__PURE__ */ statusGuard<AuthenticationError>((s) => s === 401);
export const isPermissionDeniedError = /* @__PURE__ */ statusGuard<PermissionDeniedError>((s) => s === 403);
export const isNotFoundError = /* @__PURE__ */ statusGuard<NotFoundError>((s) => s === 404);
export const isConflictError = /* @__PURE__ */ statusGuard<ConflictError>((s) => s === 409);
export const isRateLimitError = /* @__PURE__ */ statusGuard<RateLimitError>((s) => s === 429);
export const isInternalServerError = /* @__PURE__ */ statusGuard<InternalServerError>((s) => s >= 500);
export const isConnectionError = (value: unknown): value is ConnectionError =>
  kindOf(value) === "connection" || kindOf(value) === "timeout";
export const isTimeoutError = (value: unknown): value is TimeoutError => kindOf(value) === "timeout";
export const isAbortError = (value: unknown): value is AbortError => kindOf(value) === "abort";
export const isInsecureTransportError = (value: unknown): value is InsecureTransportError => kindOf(value) === "insecure";
