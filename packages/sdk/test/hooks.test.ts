import { afterEach, describe, expect, test, vi } from "vitest";
import { createClient, isAPIError, isNotFoundError, LPSError, type Hooks } from "@lps/sdk";
import { API_KEY, BASE, fakeFetch, json, problem } from "./helpers";

describe("hooks", () => {
  afterEach(() => vi.useRealTimers());

  test("run in ky's order across a retried call", async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const hooks: Hooks = {
      beforeRequest: [(request, { attempt }) => void order.push(`beforeRequest#${attempt} ${request.headers.get("authorization")?.slice(0, 6)}`)],
      afterResponse: [(_, response, { attempt }) => void order.push(`afterResponse#${attempt} ${response.status}`)],
      beforeRetry: [({ attempt, error, delay }) => void order.push(`beforeRetry#${attempt} ${(error as { status?: number }).status} ${delay > 0}`)],
      beforeError: [(error) => (order.push(`beforeError ${error.name}`), error)],
    };
    const { fetch } = fakeFetch((_, i) => problem(i === 0 ? 503 : 404, "x"));
    const pending = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch, hooks }).leads.get("lead_00000001").then(
      () => undefined,
      (error: unknown) => error,
    );
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(isNotFoundError(await pending)).toBe(true);
    expect(order).toEqual([
      "beforeRequest#0 Bearer",
      "afterResponse#0 503",
      "beforeRetry#1 503 true",
      "beforeRequest#1 Bearer",
      "afterResponse#1 404",
      "beforeError NotFoundError",
    ]);
  });

  test("beforeRequest can replace the request or answer without the network", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { via: "network" }));
    const lps = createClient({
      apiKey: API_KEY,
      baseUrl: BASE,
      fetch,
      hooks: {
        beforeRequest: [
          (request) => {
            const signed = new Request(request, { headers: new Headers(request.headers) });
            signed.headers.set("x-signature", "abc");
            return signed;
          },
          (request) => (request.url.endsWith("/cached") ? json(200, { via: "hook" }) : undefined),
        ],
      },
    });
    expect(await lps.leads.get("lead_00000001")).toEqual({ via: "network" });
    expect(calls[0]!.request.headers.get("x-signature")).toBe("abc");
    expect(await lps.raw.GET("/leads/{lead_id}", { params: { path: { lead_id: "cached" } } }).then((r) => r.data)).toEqual({ via: "hook" });
    expect(calls).toHaveLength(1);
  });

  test("afterResponse can replace the response before errors are decided", async () => {
    const { fetch } = fakeFetch(() => problem(404, "not_found"));
    const lps = createClient({
      apiKey: API_KEY,
      baseUrl: BASE,
      fetch,
      hooks: { afterResponse: [(_, response) => (response.status === 404 ? json(200, { placeholder: true }) : undefined)] },
    });
    expect(await lps.leads.get("lead_00000001")).toEqual({ placeholder: true });
  });

  test("beforeRetry alone gets the failed attempt's request, and fetch gets no Request object", async () => {
    const inputs: unknown[] = [];
    const { fetch } = fakeFetch((_, i) => (i === 0 ? problem(503, "x") : json(200, { ok: true })));
    const seen: string[] = [];
    const lps = createClient({
      apiKey: API_KEY,
      baseUrl: BASE,
      fetch: (input, init) => (inputs.push(input), fetch(input, init)),
      hooks: { beforeRetry: [({ request }) => void seen.push(`${request.method} ${request.url} ${request.headers.get("authorization")}`)] },
    });
    vi.useFakeTimers();
    const pending = lps.leads.get("lead_00000001");
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(await pending).toEqual({ ok: true });
    expect(seen).toEqual([`GET ${BASE}/leads/lead_00000001 Bearer ${API_KEY}`]);
    expect(inputs.every((input) => typeof input === "string")).toBe(true);
  });

  test("beforeError can swap the error; a throwing beforeRetry stops retries", async () => {
    class Wrapped extends LPSError {}
    const { fetch, calls } = fakeFetch(() => problem(500, "internal_error"));
    const lps = createClient({
      apiKey: API_KEY,
      baseUrl: BASE,
      fetch,
      hooks: {
        beforeRetry: [({ error }) => { throw error; }],
        beforeError: [(error) => new Wrapped(`wrapped: ${error.message}`, { cause: error })],
      },
    });
    vi.useFakeTimers();
    const pending = lps.leads.get("lead_00000001").then(() => undefined, (e: unknown) => e);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    const error = (await pending) as Wrapped;
    expect(error).toBeInstanceOf(Wrapped);
    expect(error.message).toBe("wrapped: 500 internal_error: internal_error");
    expect(isAPIError(error.cause)).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
