import type { components } from "../generated/openapi";

/** Every default of the webhook toolkit, in one place. */
export const SIGNATURE_HEADER = "x-service-signature";
export const TIMESTAMP_HEADER = "x-service-timestamp";
export const SIGNATURE_SCHEME = "v1";

/** Seconds a timestamp may be away from the receiver's clock, in either direction. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export const SECRET_PREFIX = "whsec_";
export const SECRET_RANDOM_BYTES = 32;

export const DEFAULT_RETRY_ATTEMPTS = 5;
/** Delay before retry n (0-based) is `baseDelayMs * 2^n`: 1 s, 2 s, 4 s, 8 s. */
export const DEFAULT_RETRY_BASE_DELAY_MS = 1000;

/** The handler's body limit, the API's own request limit. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Imported Web Crypto keys kept per secret; a handful of secrets is the normal case. */
export const KEY_CACHE_LIMIT = 32;

/** A webhook delivery's envelope, discriminated by `type` (generated from openapi.yaml). */
export type WebhookEvent = components["schemas"]["Event"];
export type WebhookEventType = WebhookEvent["type"];
export type EventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

/** The body exactly as received: a string or bytes, never a parsed object. */
export type RawBody = string | Uint8Array | ArrayBuffer;

/** One secret, or several while a rotated secret overlaps. */
export type WebhookSecret = string | readonly string[];

/** A Fetch `Headers`, a Node `IncomingHttpHeaders` (values may be arrays) or a plain object. */
export type HeadersLike =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface VerifyOptions {
  /** Seconds the timestamp may differ from `now`, in either direction (default 300). */
  tolerance?: number | undefined;
  /** The receiver's clock in unix seconds (default: the system clock). */
  now?: number | undefined;
}

export type VerifyWebhook = (
  rawBody: RawBody,
  headers: HeadersLike,
  secret: WebhookSecret,
  options?: VerifyOptions,
) => Promise<WebhookEvent>;

export type SignWebhook = (
  payload: string | Uint8Array,
  secret: WebhookSecret,
  timestamp: number,
) => Promise<string>;
