import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_MS, RETRY_DELAYS_MS } from "../../src/webhooks/delivery-defaults";
import { parseRetryAfter, retryDelayMs } from "../../src/webhooks/retry-schedule";

const NOW = Date.UTC(2026, 10, 22, 9, 31, 0);
const base = { status: 500, retryAfter: null, now: NOW, random: () => 0 };

describe("retryDelayMs", () => {
  it("follows the documented table without jitter", () => {
    const delays = RETRY_DELAYS_MS.map((_, i) => retryDelayMs({ ...base, attempts: i + 1 }));
    expect(delays).toEqual([5_000, 30_000, 120_000, 600_000, 3_600_000, 10_800_000, 28_800_000]);
  });

  it("repeats the last delay beyond the table", () => {
    expect(retryDelayMs({ ...base, attempts: 20 })).toBe(28_800_000);
  });

  it("only lengthens with jitter, by at most 20 %", () => {
    expect(retryDelayMs({ ...base, attempts: 1, random: () => 0.5 })).toBe(5_500);
    expect(retryDelayMs({ ...base, attempts: 1, random: () => 0.999999 })).toBe(6_000);
  });

  it("ignores Retry-After on statuses other than 429 and 503", () => {
    for (const status of [500, 502, 504, 404, null]) {
      expect(retryDelayMs({ ...base, attempts: 1, status, retryAfter: "120" })).toBe(5_000);
    }
  });

  it("waits as long as Retry-After asks on 429 and 503", () => {
    expect(retryDelayMs({ ...base, attempts: 1, status: 429, retryAfter: "120" })).toBe(120_000);
    expect(retryDelayMs({ ...base, attempts: 1, status: 503, retryAfter: new Date(NOW + 300_000).toUTCString() })).toBe(
      300_000,
    );
  });

  it("never waits less than the schedule when Retry-After is shorter", () => {
    expect(retryDelayMs({ ...base, attempts: 2, status: 503, retryAfter: "1" })).toBe(30_000);
    expect(retryDelayMs({ ...base, attempts: 2, status: 429, retryAfter: "0" })).toBe(30_000);
  });

  it("caps a long Retry-After", () => {
    expect(retryDelayMs({ ...base, attempts: 1, status: 503, retryAfter: "999999" })).toBe(MAX_RETRY_AFTER_MS);
  });
});

describe("parseRetryAfter", () => {
  it("reads delay-seconds and HTTP dates", () => {
    expect(parseRetryAfter("17", NOW)).toBe(17_000);
    expect(parseRetryAfter(" 3 ", NOW)).toBe(3_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:32:00 GMT", NOW)).toBe(60_000);
  });

  it("treats a date in the past as no wait and garbage as absent", () => {
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:00:00 GMT", NOW)).toBe(0);
    expect(parseRetryAfter("soon", NOW)).toBeUndefined();
    expect(parseRetryAfter("-5", NOW)).toBeUndefined();
    expect(parseRetryAfter("", NOW)).toBeUndefined();
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });
});
