import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  createClient,
  isAbortError,
  isConnectionError,
  isInternalServerError,
  isRateLimitError,
  isTimeoutError,
  type ClientOptions,
} from "@lps/sdk";
import { API_KEY, BASE, fakeFetch, hang, json, problem } from "./helpers";

const LEAD = { name: "Maya Chen", email: "maya@example.com", preferences: { property_type: "residential" as const, price_range: { min: 1, max: 2 } } };
const ok = () => json(200, { id: "lead_00000001" });

function client(reply: Parameters<typeof fakeFetch>[0], options: ClientOptions = {}) {
  const fake = fakeFetch(reply);
  return { ...fake, lps: createClient({ apiKey: API_KEY, baseUrl: BASE, fetch: fake.fetch, ...options }) };
}

const outcome = <T>(promise: PromiseLike<T>): Promise<{ value?: T; error?: unknown }> =>
  Promise.resolve(promise).then((value) => ({ value }), (error: unknown) => ({ error }));

/** Settles `promise` while fake time runs every pending timer (backoff waits, timeouts). */
async function settle<T>(promise: PromiseLike<T>) {
  const settled = outcome(promise);
  await vi.runAllTimersAsync();
  return settled;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("which answers are retried", () => {
  test.each([
    [408, "transient"],
    [409, "idempotency_request_in_progress"],
    [429, "transient"],
    [500, "transient"],
    [502, "transient"],
    [503, "transient"],
  ])("%i %s is retried until it succeeds", async (status, code) => {
    const { lps, calls } = client((_, i) => (i < 2 ? problem(status, code) : ok()));
    expect((await settle(lps.leads.get("lead_00000001"))).value).toEqual({ id: "lead_00000001" });
    expect(calls).toHaveLength(3);
  });

  test.each([400, 401, 403, 404, 413, 422])("%i is not retried", async (status) => {
    const { lps, calls } = client(() => problem(status, "final"));
    const { error } = await settle(lps.leads.get("lead_00000001"));
    expect(error).toMatchObject({ status, code: "final" });
    expect(calls).toHaveLength(1);
  });

  test.each(["idempotency_key_reused", "webhook_disabled"])("a 409 %s is final", async (code) => {
    const { lps, calls } = client(() => problem(409, code));
    const { error } = await settle(lps.leads.create(LEAD, { idempotencyKey: "k" }));
    expect(error).toMatchObject({ status: 409, code });
    expect(calls).toHaveLength(1);
  });

  test("gives up after maxRetries (2 by default) with the last answer's error", async () => {
    const { lps, calls } = client((_, i) => problem(503, `outage_${i}`));
    const { error } = await settle(lps.leads.get("lead_00000001"));
    expect(isInternalServerError(error)).toBe(true);
    expect(error).toMatchObject({ code: "outage_2" });
    expect(calls).toHaveLength(3);
  });

  test("maxRetries per client and per request", async () => {
    const perClient = client(() => problem(503, "outage"), { maxRetries: 0 });
    await settle(perClient.lps.leads.get("lead_00000001"));
    expect(perClient.calls).toHaveLength(1);
    const perRequest = client(() => problem(503, "outage"));
    await settle(perRequest.lps.leads.get("lead_00000001", { maxRetries: 4 }));
    expect(perRequest.calls).toHaveLength(5);
  });

  test("connection errors are retried, then surface as ConnectionError with the cause", async () => {
    const cause = new TypeError("fetch failed");
    const { lps, calls } = client(() => cause);
    const { error } = await settle(lps.properties.list());
    expect(isConnectionError(error)).toBe(true);
    expect(isTimeoutError(error)).toBe(false);
    expect((error as Error).cause).toBe(cause);
    expect(calls).toHaveLength(3);
  });
});

describe("how long it waits", () => {
  test("Retry-After is honoured to the millisecond of fake time", async () => {
    const { lps, calls } = client((_, i) => (i === 0 ? problem(429, "rate_limit_exceeded", {}, { "retry-after": "3" }) : ok()));
    const pending = lps.leads.get("lead_00000001");
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await expect(pending).resolves.toEqual({ id: "lead_00000001" });
  });

  test("a 429 whose window resets in an hour is thrown at once, not waited out", async () => {
    const { lps, calls } = client(() =>
      problem(429, "rate_limit_exceeded", {}, { ratelimit: '"daily";r=0;t=3600', "ratelimit-policy": '"daily";q=1000;w=86400' }),
    );
    const { error } = await settle(lps.leads.get("lead_00000001"));
    expect(isRateLimitError(error)).toBe(true);
    expect(error).toMatchObject({ retryAfter: 3600, limit: 1000, remaining: 0 });
    expect(calls).toHaveLength(1);
  });

  test("backoff stays within the exponential schedule", async () => {
    const { lps, calls } = client((_, i) => (i < 2 ? problem(503, "outage") : ok()));
    const pending = lps.leads.get("lead_00000001");
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(251 + 999);
    expect(calls).toHaveLength(3);
    await expect(pending).resolves.toBeDefined();
  });
});

describe("idempotency and bodies", () => {
  test("a POST carries one generated Idempotency-Key across all its attempts", async () => {
    const { lps, calls } = client((_, i) => (i < 2 ? problem(500, "internal_error") : ok()));
    await settle(lps.leads.create(LEAD));
    const keys = calls.map((c) => c.request.headers.get("idempotency-key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  test("a DELETE carries one too, and raw calls get the same keys", async () => {
    const { lps, calls } = client((_, i) => (i === 0 ? problem(503, "outage") : ok()));
    await settle(lps.webhooks.delete("wh_00000001"));
    await settle(lps.raw.DELETE("/webhooks/{webhook_id}", { params: { path: { webhook_id: "wh_00000001" }, header: { "Idempotency-Key": "del-1" } } }));
    const keys = calls.map((c) => c.request.headers.get("idempotency-key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys).toEqual([keys[0], keys[0], "del-1"]);
  });

  test("separate calls get separate keys; GETs get none", async () => {
    const { lps, calls } = client(ok);
    await settle(lps.leads.create(LEAD));
    await settle(lps.leads.create(LEAD));
    await settle(lps.leads.get("lead_00000001"));
    const [a, b, get] = calls.map((c) => c.request.headers.get("idempotency-key"));
    expect(a).not.toBe(b);
    expect(get).toBeNull();
  });

  test("a caller-supplied key is used, as option or as header", async () => {
    const { lps, calls } = client((_, i) => (i === 0 ? problem(503, "outage") : ok()));
    await settle(lps.leads.create(LEAD, { idempotencyKey: "order-42" }));
    await settle(lps.properties.create({ type: "land", price: 1, location: { address: "a", city: "b", state: "CA" } }, { headers: { "Idempotency-Key": "prop-7" } }));
    expect(calls.map((c) => c.request.headers.get("idempotency-key"))).toEqual(["order-42", "order-42", "prop-7"]);
  });

  test("the body is sent whole on every attempt", async () => {
    const { lps, calls } = client((_, i) => (i < 2 ? new TypeError("socket hang up") : ok()));
    await settle(lps.leads.create(LEAD));
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(JSON.parse(call.body)).toEqual(LEAD);
    expect(new Set(calls.map((c) => c.request)).size).toBe(3);
  });
});

describe("abort and timeouts", () => {
  test("aborting during the backoff wait stops at once, without another attempt", async () => {
    const controller = new AbortController();
    const { lps, calls } = client(() => problem(503, "outage", {}, { "retry-after": "5" }));
    const pending = outcome(lps.leads.get("lead_00000001", { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    controller.abort();
    const { error } = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  test("aborting during fetch rejects with AbortError and is not retried", async () => {
    const controller = new AbortController();
    const { lps, calls } = client(hang);
    const pending = outcome(lps.leads.get("lead_00000001", { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(isAbortError((await pending).error)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  test("an already-aborted signal never reaches the network", async () => {
    const { lps, calls } = client(hang);
    const { error } = await settle(lps.leads.get("lead_00000001", { signal: AbortSignal.abort() }));
    expect(isAbortError(error)).toBe(true);
    expect(calls).toHaveLength(0);
  });

  // Real timers: the timeout is the platform's AbortSignal.timeout(), which fake timers do not drive.
  test("each attempt is bounded by timeout; timeouts are retried, then thrown as TimeoutError", async () => {
    vi.useRealTimers();
    const { lps, calls } = client(hang, { timeout: 50, maxRetries: 1 });
    const { error } = await outcome(lps.leads.get("lead_00000001"));
    expect(isTimeoutError(error)).toBe(true);
    expect(isConnectionError(error)).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls.every(({ request }) => request.signal.aborted)).toBe(true);
  });

  test("totalTimeout bounds the whole call, waits included", async () => {
    const { lps, calls } = client(() => problem(503, "outage", {}, { "retry-after": "4" }), { totalTimeout: 6_000, maxRetries: 5 });
    const { error } = await settle(lps.leads.get("lead_00000001"));
    // Attempt at 0 s, retry at 4 s; a wait to 8 s would pass the deadline, so the last answer is thrown.
    expect(calls).toHaveLength(2);
    expect(isInternalServerError(error)).toBe(true);
  });

  test("totalTimeout cuts a hanging attempt short", async () => {
    vi.useRealTimers();
    const { lps } = client(hang, { totalTimeout: 50, timeout: 60_000 });
    const { error } = await outcome(lps.leads.get("lead_00000001"));
    expect(isTimeoutError(error)).toBe(true);
  });
});
