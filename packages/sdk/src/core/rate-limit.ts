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

/**
 * `Retry-After` in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3), else
 * undefined. A date must look like one (day name, then a time) before Date.parse sees it, since
 * V8 reads "1.5" or "-1" as dates in 2001, which would make every retry fire at once.
 */
export function retryAfterMs(headers: Headers, now: number): number | undefined {
  const value = headers.get("retry-after") ?? "";
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : /^[a-z]{3}.* \d\d:\d\d:\d\d\b/i.test(value) ? Date.parse(value) - now : NaN;
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}
