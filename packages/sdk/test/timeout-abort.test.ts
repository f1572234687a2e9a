import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test, vi } from "vitest";
import { createClient, isTimeoutError, type LPSClient } from "@lps/sdk";
import { API_KEY, BASE, fakeFetch, json, problem } from "./helpers";

// A timed-out call must not leave its request running: the server sees the connection close.

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function silentServer() {
  let arrived!: () => void;
  let closed!: () => void;
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
  server = http.createServer((req) => {
    // Never answers; only notes that the client went away.
    req.socket.on("close", closed);
    arrived();
  });
  return new Promise<{ url: string; requestArrived: Promise<void>; connectionClosed: Promise<void> }>((resolve) =>
    server!.listen(0, "127.0.0.1", () => {
      const { port } = server!.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/v1`, requestArrived, connectionClosed });
    }),
  );
}

test("a call that times out aborts its request, and the server sees the connection close", { timeout: 10_000 }, async () => {
  const { url, requestArrived, connectionClosed } = await silentServer();
  const lps = createClient({ apiKey: API_KEY, baseUrl: url, timeout: 1_000, maxRetries: 0 });
  const error = await lps.leads.get("lead_00000001").then(() => undefined, (e: unknown) => e);
  expect(isTimeoutError(error)).toBe(true);
  await requestArrived;
  // Without the abort, this never settles and the test's own timeout fails it.
  await connectionClosed;
});

test("a caller's signal still aborts the request while a timeout is armed", { timeout: 10_000 }, async () => {
  const { url, requestArrived, connectionClosed } = await silentServer();
  const lps = createClient({ apiKey: API_KEY, baseUrl: url, timeout: 60_000, maxRetries: 0 });
  const controller = new AbortController();
  const pending = lps.leads.get("lead_00000001", { signal: controller.signal }).then(() => undefined, (e: unknown) => e);
  await requestArrived;
  controller.abort();
  expect(await pending).toMatchObject({ name: "AbortError" });
  await connectionClosed;
});

/** A server that sends the headers and the start of a JSON body, then nothing: the client's `timeout` is 300 ms. */
async function stallingBody(start: string) {
  server = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write(start);
    req.socket.on("close", () => res.destroy());
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, lps: createClient({ apiKey: API_KEY, baseUrl: `${origin}/v1`, timeout: 300, maxRetries: 0 }) };
}

test.each([
  ["a resource method", '{"id":"lead_', (lps: LPSClient) => lps.leads.get("lead_00000001"), "/v1/leads/lead_00000001"],
  ["a raw call", '{"data":[', (lps: LPSClient) => lps.raw.GET("/leads"), "/v1/leads"],
])("the timeout still bounds a body that stalls after the headers arrived: %s", { timeout: 10_000 }, async (_, start, call, path) => {
  const { origin, lps } = await stallingBody(start);
  const error = await Promise.resolve(call(lps)).then(() => undefined, (e: unknown) => e);
  expect(isTimeoutError(error)).toBe(true);
  expect((error as Error).message).toBe(`GET ${origin}${path} timed out after 300 ms`);
});

test("no attempt's timer outlives its call, whether it succeeded, failed or was retried", async () => {
  vi.useFakeTimers();
  try {
    const { fetch } = fakeFetch((_, i) => (i === 1 ? problem(503, "unavailable") : i === 3 ? problem(404, "not_found") : json(200, { id: "lead_1" })));
    const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch, maxRetries: 1 });
    await lps.leads.get("lead_00000001");
    expect(vi.getTimerCount()).toBe(0);
    const retried = lps.leads.get("lead_00000001");
    await vi.runAllTimersAsync();
    await retried;
    expect(vi.getTimerCount()).toBe(0);
    await expect(lps.leads.get("lead_00000001", { maxRetries: 0 })).rejects.toMatchObject({ status: 404 });
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});
