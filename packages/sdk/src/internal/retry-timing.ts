// When to retry and how long to wait: pure functions of the answer, the clock and a random source,
// so every rule is unit-tested without sleeping.
import { parseRateLimit, retryAfterMs } from "../core/rate-limit";
import { DEFAULTS } from "./config";

/**
 * 408, 429, every 5xx, and the one 409 that passes: the first request with this Idempotency-Key
 * still running. Any other conflict (a key reused with another body, a disabled webhook endpoint,
 * a code added later) stands until something else changes, so retrying it only adds delay.
 */
export const isRetryableStatus = (status: number, code?: string): boolean =>
  status === 408 || (status === 409 && code === "idempotency_request_in_progress") || status === 429 || status >= 500;

/** Exponential backoff with equal jitter: half the ceiling is fixed, so retries never bunch at zero. */
export function backoffMs(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(DEFAULTS.retryMaxDelay, DEFAULTS.retryBaseDelay * 2 ** retry);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** The wait the server asks for: `Retry-After`, else on a 429 the `RateLimit` reset. */
export function serverDelayMs(status: number, headers: Headers, now: number): number | undefined {
  const after = retryAfterMs(headers, now);
  if (after !== undefined || status !== 429) return after;
  const reset = parseRateLimit(headers).resetSeconds;
  return reset === undefined ? undefined : reset * 1000;
}

/**
 * The wait before retry number `retry` (0-based) after `response` (none for a connection error),
 * or `undefined` when the server asks for longer than `DEFAULTS.maxServerDelay`: waiting hours for
 * a daily quota inside one call helps nobody, so the caller gets the RateLimitError at once.
 */
export function retryDelayMs(
  retry: number,
  response: Pick<Response, "status" | "headers"> | undefined,
  now: number,
  random: () => number = Math.random,
): number | undefined {
  const server = response && serverDelayMs(response.status, response.headers, now);
  if (server === undefined) return backoffMs(retry, random);
  return server <= DEFAULTS.maxServerDelay ? server : undefined;
}
