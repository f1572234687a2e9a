import type { components } from "../generated/openapi";

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
  tolerance?: number;
  /** The receiver's clock in unix seconds (default: the system clock). */
  now?: number;
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
