/** The quota state the IETF `RateLimit` and `RateLimit-Policy` headers describe. */
export interface RateLimitInfo {
  /** Requests allowed per window (`q` of the policy). */
  limit: number | undefined;
  /** Requests left in this window (`r`). */
  remaining: number | undefined;
  /** Seconds until the window resets (`t`). */
  resetSeconds: number | undefined;
  /** Policy name, e.g. `daily`. */
  policy: string | undefined;
}

// Structured-field items such as `"daily";r=998;t=52000`; only the first policy is read because
// the service sends one.
const param = (value: string | null, key: string): number | undefined => {
  const match = value && new RegExp(`;\\s*${key}=(\\d+)`).exec(value);
  return match ? Number(match[1]) : undefined;
};

export function parseRateLimit(headers: Headers): RateLimitInfo {
  const state = headers.get("ratelimit");
  const policy = headers.get("ratelimit-policy");
  return {
    limit: param(policy, "q"),
    remaining: param(state, "r"),
    resetSeconds: param(state, "t"),
    policy: /^\s*"?([^";,]+)/.exec(state ?? policy ?? "")?.[1],
  };
}

/** `Retry-After` in milliseconds from `now`, given as seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers, now: number): number | undefined {
  const value = headers.get("retry-after");
  if (!value) return undefined;
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}
