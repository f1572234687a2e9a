import { expect, test, vi } from "vitest";
import { createClient, isAbortError, isTimeoutError } from "@lps/sdk";
import { BASE, fakeFetch, json, problem } from "./helpers";

// A token source that never settles (a token manager whose refresh stalls) must not hang the call:
// the client's signal, `timeout` and `totalTimeout` bound the wait for a token as they bound fetch.

const never = () => new Promise<string>(() => undefined);
const settle = (call: PromiseLike<unknown>) => Promise.resolve(call).then(() => undefined, (e: unknown) => e);

test("the per-attempt timeout bounds the wait for the first token", { timeout: 5_000 }, async () => {
  const { fetch, calls } = fakeFetch();
  const error = await settle(createClient({ tokenSource: never, baseUrl: BASE, fetch, timeout: 100 }).leads.list());
  expect(isTimeoutError(error)).toBe(true);
  expect((error as Error).message).toBe(`GET ${BASE}/leads: tokenSource timed out after 100 ms`);
  expect(calls).toHaveLength(0);
});

test("totalTimeout bounds the wait for a token", { timeout: 5_000 }, async () => {
  const { fetch } = fakeFetch();
  const error = await settle(createClient({ tokenSource: { getAccessToken: never }, baseUrl: BASE, fetch, totalTimeout: 100 }).leads.list());
  expect(isTimeoutError(error)).toBe(true);
});

test("the caller's signal aborts the wait for a token, before or during it", { timeout: 5_000 }, async () => {
  const { fetch } = fakeFetch();
  const lps = createClient({ tokenSource: never, baseUrl: BASE, fetch });
  const controller = new AbortController();
  const pending = settle(lps.leads.list({}, { signal: controller.signal }));
  setTimeout(() => controller.abort("stop"), 20);
  const error = await pending;
  expect(isAbortError(error)).toBe(true);
  expect((error as Error).cause).toBe("stop");
  expect(isAbortError(await settle(lps.leads.list({}, { signal: controller.signal })))).toBe(true);
});

test("the refresh after a 401 is bounded too", { timeout: 5_000 }, async () => {
  const { fetch } = fakeFetch(() => problem(401, "invalid_token"));
  const tokenSource = (refused?: string) => (refused ? never() : "tok_old");
  const error = await settle(createClient({ tokenSource, baseUrl: BASE, fetch, timeout: 100 }).leads.list());
  expect(isTimeoutError(error)).toBe(true);
});

test("a token source's own failure still reaches the caller as it is, and no timer outlives the call", async () => {
  vi.useFakeTimers();
  try {
    const failure = new Error("refresh refused");
    const { fetch } = fakeFetch(() => json(200, { data: [], has_more: false, next_cursor: null }));
    await expect(createClient({ tokenSource: () => Promise.reject(failure), baseUrl: BASE, fetch }).leads.list()).rejects.toBe(failure);
    await createClient({ tokenSource: async () => "tok", baseUrl: BASE, fetch }).leads.list();
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});
