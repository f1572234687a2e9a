import type { Clock } from "../domain/clock/clock";
import { DAY_MS, secondsToUtcMidnight } from "../domain/clock/iso";

/** Where a caller stands against its daily quota after (or without) counting a request. */
export interface Quota {
  limit: number;
  remaining: number;
  resetSeconds: number;
  allowed: boolean;
}

export interface RateLimiter {
  /** Counts one request against `key`; synchronous, so parallel requests cannot overshoot. */
  consume(key: string, limit: number): Quota;
  /** The quota without counting (answers that are not charged still carry the headers). */
  peek(key: string, limit: number): Quota;
  clear(): void;
}

/**
 * Counters kept at most. Requests without credentials are counted per client address, which the
 * caller chooses from as many as it holds (an IPv6 /64 is 2^64), so past this the counter used
 * least recently goes; an organisation's, used all day, stays.
 */
export const MAX_BUCKETS = 100_000;

/** Fixed windows of one UTC day on the engine clock, so moving the clock past midnight resets them. */
export function createRateLimiter(clock: Clock, capacity = MAX_BUCKETS): RateLimiter {
  // In order of last use: the first entry is the least recently used.
  const buckets = new Map<string, { day: number; used: number }>();

  const usage = (key: string) => {
    const now = clock.now();
    const day = Math.floor(now / DAY_MS);
    let bucket = buckets.get(key);
    buckets.delete(key);
    if (!bucket || bucket.day !== day) bucket = { day, used: 0 };
    buckets.set(key, bucket);
    if (buckets.size > capacity) buckets.delete(buckets.keys().next().value as string);
    return { bucket, resetSeconds: secondsToUtcMidnight(now) };
  };

  const quota = (used: number, limit: number, resetSeconds: number, allowed: boolean): Quota => ({
    limit,
    remaining: Math.max(0, limit - used),
    resetSeconds,
    allowed,
  });

  return {
    consume(key, limit) {
      const { bucket, resetSeconds } = usage(key);
      const allowed = bucket.used < limit;
      if (allowed) bucket.used++;
      return quota(bucket.used, limit, resetSeconds, allowed);
    },
    // Looking does not store: every answer peeks at its caller's bucket, and a bucket made for
    // each address that merely asked would grow the table without bound.
    peek(key, limit) {
      const now = clock.now();
      const bucket = buckets.get(key);
      const used = bucket && bucket.day === Math.floor(now / DAY_MS) ? bucket.used : 0;
      return quota(used, limit, secondsToUtcMidnight(now), used < limit);
    },
    clear: () => buckets.clear(),
  };
}

/** Adds the IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers, structured-field form). */
export function addRateLimitHeaders(headers: Record<string, string>, quota: Quota): Record<string, string> {
  headers["ratelimit-policy"] = `"daily";q=${quota.limit};w=86400`;
  headers.ratelimit = `"daily";r=${quota.remaining};t=${quota.resetSeconds}`;
  return headers;
}
