import { expect, test } from "vitest";
import { parseRateLimit } from "../src/core/rate-limit";

test("reads the IETF structured-field headers", () => {
  const headers = new Headers({ ratelimit: '"daily";r=998;t=52000', "ratelimit-policy": '"daily";q=1000;w=86400' });
  expect(parseRateLimit(headers)).toEqual({ limit: 1000, remaining: 998, resetSeconds: 52000, policy: "daily" });
});

test("accepts unquoted names and spaces between parameters", () => {
  const headers = new Headers({ ratelimit: "hourly; r=3; t=10", "ratelimit-policy": "hourly; q=5; w=3600" });
  expect(parseRateLimit(headers)).toEqual({ limit: 5, remaining: 3, resetSeconds: 10, policy: "hourly" });
});

test("reads only the first policy of a list", () => {
  const headers = new Headers({ ratelimit: '"daily";r=5;t=100, "burst";r=1;t=1' });
  expect(parseRateLimit(headers)).toMatchObject({ remaining: 5, resetSeconds: 100, policy: "daily" });
});

test("absent headers give undefined figures", () => {
  expect(parseRateLimit(new Headers())).toEqual({ limit: undefined, remaining: undefined, resetSeconds: undefined, policy: undefined });
});
