export { createClient, type LPSClient } from "./client";
export { APIPromise, type Page, PagePromise, type WithResponse } from "./core/promises";
export {
  AbortError,
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InsecureTransportError,
  InternalServerError,
  isAbortError,
  isAPIError,
  isAuthenticationError,
  isBadRequestError,
  isConflictError,
  isConnectionError,
  isInsecureTransportError,
  isInternalServerError,
  isLPSError,
  isNotFoundError,
  isPermissionDeniedError,
  isRateLimitError,
  isTimeoutError,
  LPSError,
  NotFoundError,
  PermissionDeniedError,
  type Problem,
  RateLimitError,
  TimeoutError,
} from "./core/errors";
export type { ClientOptions, HookContext, Hooks, Logger, RequestOptions, TokenSource } from "./core/options";
export type { RateLimitInfo } from "./core/rate-limit";
export type { RawClient } from "./raw";
export type * from "./types";
