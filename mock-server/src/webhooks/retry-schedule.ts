import { MAX_RETRY_AFTER_MS, RETRY_AFTER_STATUSES, RETRY_DELAYS_MS, RETRY_JITTER } from "./delivery-defaults";

export interface RetryInput {
  /** Attempts already made for this delivery, the failed one included (1 after the first). */
  attempts: number;
  /** The failed attempt's HTTP status, or null when no response arrived. */
  status: number | null;
  /** That response's `Retry-After` header, if any. */
  retryAfter: string | null;
  /** The clock's time in ms, to read an HTTP-date `Retry-After`. */
  now: number;
  /** A value in [0, 1) for the jitter. */
  random: () => number;
}

/**
 * Milliseconds to wait before the next attempt, in service time (the dispatcher scales it).
 * The table is the minimum; jitter only lengthens it. A `Retry-After` on 429 or 503 can
 * lengthen the wait too, up to a cap, but never shortens it below the schedule.
 */
export function retryDelayMs({ attempts, status, retryAfter, now, random }: RetryInput): number {
  const scheduled = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
  const jittered = Math.round(scheduled * (1 + RETRY_JITTER * random()));
  const asked = status !== null && RETRY_AFTER_STATUSES.has(status) ? parseRetryAfter(retryAfter, now) : undefined;
  return asked === undefined ? jittered : Math.max(jittered, Math.min(asked, MAX_RETRY_AFTER_MS));
}

/** RFC 9110 §10.2.3: delay-seconds or an HTTP-date, as ms from `now`; undefined if unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP-date form (IMF-fixdate and the two obsolete ones) starts with a day name.
  const date = /^[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
