import { afterEach, expect, test, vi } from "vitest";
import { createClient, type Logger } from "@lps/sdk";
import { redactHeaders, redactText, redactUrl } from "../src/internal/credentials";
import { API_KEY, BASE, fakeFetch, json, problem } from "./helpers";

const JWT = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl";

function recorder() {
  const records: Array<[string, string, Record<string, unknown>]> = [];
  const logger: Logger = {
    debug: (message, details) => void records.push(["debug", message, details]),
    warn: (message, details) => void records.push(["warn", message, details]),
  };
  return { records, logger };
}

afterEach(() => vi.useRealTimers());

test("no credential reaches the logger: API key, bearer JWT, secrets in headers and URLs", async () => {
  vi.useFakeTimers();
  const { records, logger } = recorder();
  const { fetch } = fakeFetch((_, i) => (i === 0 ? problem(503, "outage") : json(200, {}, { "x-request-id": "req_ok" })));
  const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch, logger, headers: { "x-api-key": "lps_sk_other_secret", "x-trace": `token ${JWT}` } });
  const pending = lps.raw.GET("/leads", { params: { query: { cursor: `whsec_abcdefghijklmnopqrstuvwxyz012345` } } });
  await vi.runAllTimersAsync();
  await pending;

  const dump = JSON.stringify(records);
  for (const secret of [API_KEY, "lps_sk_other_secret", JWT, "whsec_abcdefghijklmnopqrstuvwxyz012345"]) expect(dump).not.toContain(secret);
  expect(records.map(([level, message]) => `${level} ${message}`)).toEqual([
    "debug lps request",
    "debug lps response",
    "warn lps retry",
    "debug lps request",
    "debug lps response",
  ]);
  const firstRequest = records[0]![2] as { headers: Record<string, string>; method: string; attempt: number };
  expect(firstRequest).toMatchObject({ method: "GET", attempt: 0 });
  expect(firstRequest.headers.authorization).toBe("[redacted]");
  expect(firstRequest.headers["x-api-key"]).toBe("[redacted]");
  expect(firstRequest.headers["x-trace"]).toBe("token [redacted]");
  expect(records[1]![2]).toMatchObject({ attempt: 0, status: 503 });
  expect(records[2]![2]).toMatchObject({ attempt: 0, reason: "503 outage: outage" });
  expect(records[4]![2]).toMatchObject({ status: 200, requestId: "req_ok", attempt: 1 });
});

test("an error answer is logged with its status and request id, like a success", async () => {
  const { records, logger } = recorder();
  const { fetch } = fakeFetch(() => problem(404, "not_found", {}, { "x-request-id": "req_missing" }));
  const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch, logger });
  await expect(lps.leads.get("lead_00000001")).rejects.toMatchObject({ status: 404 });
  expect(records.map(([level, message, details]) => [level, message, details.status, details.requestId])).toEqual([
    ["debug", "lps request", undefined, undefined],
    ["debug", "lps response", 404, "req_missing"],
  ]);
});

test("redaction helpers keep what is useful for debugging", () => {
  expect(redactText("key lps_sk_live_123 and rt lps_rt_abc and cs lps_cs_x-y")).toBe("key [redacted] and rt [redacted] and cs [redacted]");
  expect(redactUrl("https://x.test/cb?code=abc&access_token=t0k&state=s1&client_secret=shh")).toBe(
    "https://x.test/cb?code=abc&access_token=[redacted]&state=s1&client_secret=[redacted]",
  );
  expect(redactHeaders({ authorization: "Bearer x", cookie: "sid=1", "idempotency-key": "k1", "content-type": "application/json" })).toEqual({
    authorization: "[redacted]",
    cookie: "[redacted]",
    "content-type": "application/json",
    "idempotency-key": "k1",
  });
});

test("without a logger nothing is formatted", async () => {
  const { fetch } = fakeFetch(() => json(200, {}));
  const spy = vi.spyOn(console, "debug");
  await createClient({ apiKey: API_KEY, baseUrl: BASE, fetch }).leads.get("lead_00000001");
  expect(spy).not.toHaveBeenCalled();
});
