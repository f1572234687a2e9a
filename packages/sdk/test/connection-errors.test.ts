import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { createClient, isConnectionError, isTimeoutError } from "@lps/sdk";
import { exchangeCode } from "@lps/sdk/oauth";
import { API_KEY, fakeFetch, hang } from "./helpers";

// A failed call says what failed: the method, the URL (credentials redacted) and the cause's code.

/** A loopback port with nothing listening: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const rejection = (promise: PromiseLike<unknown>) => Promise.resolve(promise).then(() => undefined, (error: unknown) => error);

test("a refused connection names the method, the URL and ECONNREFUSED, and keeps the cause", async () => {
  const port = await closedPort();
  const lps = createClient({ apiKey: API_KEY, baseUrl: `http://127.0.0.1:${port}`, maxRetries: 0 });
  const error = (await rejection(lps.leads.get("lead_00000001"))) as Error;
  expect(isConnectionError(error)).toBe(true);
  expect(error.message).toContain(`GET http://127.0.0.1:${port}/v1/leads/lead_00000001`);
  expect(error.message).toContain("ECONNREFUSED");
  expect(error.cause).toBeInstanceOf(Error);
});

test("the OAuth helpers name the endpoint and the code too", async () => {
  const port = await closedPort();
  const error = (await rejection(exchangeCode({ authUrl: `http://127.0.0.1:${port}`, clientId: "cli_1" }, { code: "c", redirectUri: "https://app.example/cb" }))) as Error;
  expect(isConnectionError(error)).toBe(true);
  expect(error.message).toContain(`POST http://127.0.0.1:${port}/oauth/token`);
  expect(error.message).toContain("ECONNREFUSED");
});

test("a timeout names the method and the URL, with credentials in the query redacted", async () => {
  const { fetch } = fakeFetch(hang);
  const lps = createClient({ apiKey: API_KEY, baseUrl: "https://api.test/v1", fetch, timeout: 20, maxRetries: 0 });
  const error = (await rejection(lps.raw.GET("/leads", { params: { query: { cursor: "lps_sk_live_leaked0000" } } }))) as Error;
  expect(isTimeoutError(error)).toBe(true);
  expect(error.message).toMatch(/^GET https:\/\/api\.test\/v1\/leads\?cursor=\[redacted\] timed out after 20 ms$/);
});
