import { describe, expect, test } from "vitest";
import { DEFAULTS } from "../src/internal/config";
import { backoffMs, isRetryableStatus, retryDelayMs, serverDelayMs } from "../src/internal/retry-timing";

const NOW = Date.parse("2026-11-22T09:30:00Z");
const headers = (init: Record<string, string>) => new Headers(init);
const answer = (status: number, init: Record<string, string> = {}) => ({ status, headers: headers(init) });

describe("isRetryableStatus", () => {
  test.each([408, 429, 500, 502, 503, 504])("retries %i", (status) => expect(isRetryableStatus(status)).toBe(true));
  test.each([200, 400, 401, 403, 404, 413, 415, 422])("does not retry %i", (status) => expect(isRetryableStatus(status)).toBe(false));
  test("409: retries a request still in progress, and no other conflict, which never changes", () => {
    expect(isRetryableStatus(409, "idempotency_request_in_progress")).toBe(true);
    expect(isRetryableStatus(409, "idempotency_key_reused")).toBe(false);
    expect(isRetryableStatus(409, "webhook_disabled")).toBe(false);
    expect(isRetryableStatus(409, "a_code_added_later")).toBe(false);
    expect(isRetryableStatus(409)).toBe(false);
  });
});

describe("backoffMs: exponential with equal jitter, capped", () => {
  test("the random source spans the upper half of each ceiling", () => {
    expect([0, 1, 2, 3].map((retry) => backoffMs(retry, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((retry) => backoffMs(retry, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffMs(1, () => 0.5)).toBe(750);
  });

  test("never exceeds the cap, however many retries", () => {
    for (const retry of [4, 5, 10, 50]) {
      expect(backoffMs(retry, () => 1)).toBe(DEFAULTS.retryMaxDelay);
      expect(backoffMs(retry, () => 0)).toBe(DEFAULTS.retryMaxDelay / 2);
    }
  });
});

describe("serverDelayMs", () => {
  test("Retry-After in seconds", () => expect(serverDelayMs(503, headers({ "retry-after": "3" }), NOW)).toBe(3000));
  test("Retry-After as an HTTP date", () => {
    const date = new Date(NOW + 7000).toUTCString();
    expect(serverDelayMs(503, headers({ "retry-after": date }), NOW)).toBe(7000);
  });
  test("an HTTP date in the past means now", () => {
    expect(serverDelayMs(503, headers({ "retry-after": new Date(NOW - 5000).toUTCString() }), NOW)).toBe(0);
  });
  test("garbage is ignored", () => expect(serverDelayMs(503, headers({ "retry-after": "soon" }), NOW)).toBeUndefined());
  // RFC 9110 §10.2.3: delay-seconds or an HTTP-date. Date.parse alone reads "1.5" as a 2001 date.
  test.each(["1.5", "-1", "12 13", "Nov 5", "2030-01-01", "1e3", ""])("%j is neither delay-seconds nor an HTTP date: ignored", (value) => {
    expect(serverDelayMs(503, headers({ "retry-after": value }), NOW)).toBeUndefined();
  });
  test.each(["Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"])("the obsolete HTTP date %j is read", (value) => {
    expect(serverDelayMs(503, headers({ "retry-after": value }), Date.parse("1994-11-06T08:49:30Z"))).toBe(7000);
  });
  test("on 429, the RateLimit reset when Retry-After is absent", () => {
    expect(serverDelayMs(429, headers({ ratelimit: '"daily";r=0;t=12' }), NOW)).toBe(12_000);
  });
  test("the RateLimit reset does not delay other statuses", () => {
    expect(serverDelayMs(503, headers({ ratelimit: '"daily";r=10;t=12' }), NOW)).toBeUndefined();
  });
});

describe("retryDelayMs", () => {
  test("backoff when the server says nothing, and after connection errors", () => {
    expect(retryDelayMs(0, answer(500), NOW, () => 0)).toBe(250);
    expect(retryDelayMs(2, undefined, NOW, () => 1)).toBe(2000);
  });
  test("the server's delay wins over backoff", () => {
    expect(retryDelayMs(0, answer(429, { "retry-after": "2" }), NOW, () => 1)).toBe(2000);
  });
  test("a server delay past the limit means: do not retry", () => {
    expect(retryDelayMs(0, answer(429, { ratelimit: '"daily";r=0;t=3600' }), NOW)).toBeUndefined();
    const limitSeconds = String(DEFAULTS.maxServerDelay / 1000);
    expect(retryDelayMs(0, answer(503, { "retry-after": limitSeconds }), NOW)).toBe(DEFAULTS.maxServerDelay);
  });
});
