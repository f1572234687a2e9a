/** Every default of webhook delivery, in one place (docs/events.md quotes them). */

/** Receivers must answer within this many milliseconds; not scaled by `timeScale`. */
export const DEFAULT_TIMEOUT_MS = 10_000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits before retries 2..8 after a failed attempt. Roughly ×4 per step so a short blip is
 * retried within seconds and a receiver that is down for a working day still gets its events.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  1 * HOUR,
  3 * HOUR,
  8 * HOUR,
];

/** One first attempt plus one per scheduled delay. */
export const DEFAULT_MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Each wait is lengthened by up to this fraction, so endpoints that fail together do not retry together. */
export const RETRY_JITTER = 0.2;

/** A `Retry-After` longer than this is clamped, so one answer cannot park a delivery for days. */
export const MAX_RETRY_AFTER_MS = 6 * HOUR;

/** Statuses whose `Retry-After` is honoured. */
export const RETRY_AFTER_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Attempts in flight per endpoint; the rest queue, so a burst does not open a socket per event. */
export const DEFAULT_CONCURRENCY_PER_ENDPOINT = 16;

/** Serialised events kept for redelivery by delivery id; older ones need the event passed in. */
export const EVENT_CACHE_LIMIT = 10_000;

export const USER_AGENT = "LPS-Webhooks/1.0";

/** Header names of openapi.yaml's `SignatureHeader`, `TimestampHeader` and `EventIdHeader`. */
export const SIGNATURE_HEADER = "x-service-signature";
export const TIMESTAMP_HEADER = "x-service-timestamp";
export const EVENT_ID_HEADER = "x-service-event-id";

/** Same limit as `WebhookCreate.url` in openapi.yaml. */
export const MAX_URL_LENGTH = 2048;
