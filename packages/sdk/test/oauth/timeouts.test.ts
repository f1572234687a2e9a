import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { createClient, isAbortError, isTimeoutError } from "@lps/sdk";
import { createTokenManager, exchangeCode, fetchUserInfo, type TokenSet } from "@lps/sdk/oauth";
import { fakeFetch, hang } from "../helpers";

// An authorization server that stalls must not hang the helpers, or a token manager's refresh and
// with it every API call waiting on it: `timeout` (default 60 s) and `signal` bound each request.

const GRANT = { code: "c1", redirectUri: "https://app.test/cb" };
const settle = (call: PromiseLike<unknown>) => Promise.resolve(call).then(() => undefined, (e: unknown) => e);

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? (server.close(() => resolve()), server.closeAllConnections()) : resolve())));

/** Accepts every request and never answers, or sends the headers and the start of a body only. */
async function stalling(start?: string): Promise<string> {
  server = http.createServer((req, res) => {
    if (start !== undefined) {
      res.writeHead(200, { "content-type": "application/json" });
      res.write(start);
    }
    req.socket.on("close", () => res.destroy());
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test("timeout bounds a token request that gets no answer", { timeout: 5_000 }, async () => {
  const authUrl = await stalling();
  const error = await settle(exchangeCode({ authUrl, clientId: "cli_x", timeout: 100 }, GRANT));
  expect(isTimeoutError(error)).toBe(true);
  expect((error as Error).message).toBe(`POST ${authUrl}/oauth/token timed out after 100 ms`);
});

test("timeout bounds a body that stalls after the headers", { timeout: 5_000 }, async () => {
  const authUrl = await stalling('{"access_token":"');
  expect(isTimeoutError(await settle(exchangeCode({ authUrl, clientId: "cli_x", timeout: 100 }, GRANT)))).toBe(true);
});

test("the config's signal aborts a request, with AbortError carrying its reason", { timeout: 5_000 }, async () => {
  const { fetch } = fakeFetch(hang);
  const controller = new AbortController();
  const pending = settle(fetchUserInfo({ authUrl: "https://auth.test", clientId: "cli_x", fetch, signal: controller.signal }, "at"));
  setTimeout(() => controller.abort("shutting down"), 20);
  const error = await pending;
  expect(isAbortError(error)).toBe(true);
  expect((error as Error).cause).toBe("shutting down");
});

test("a bad timeout is refused naming the option", async () => {
  const { fetch } = fakeFetch();
  await expect(exchangeCode({ authUrl: "https://auth.test", clientId: "cli_x", fetch, timeout: Number.NaN }, GRANT)).rejects.toThrow("Invalid timeout: NaN");
});

test("a stalled refresh fails the token manager's refresh, and the API call waiting on it is bounded by its own timeout", { timeout: 5_000 }, async () => {
  const authUrl = await stalling();
  const tokens: TokenSet = { access_token: "a.b.c", token_type: "Bearer", expires_in: 3600, refresh_token: "lps_rt_x", scope: "leads.read", expires_at: Math.floor(Date.now() / 1000) - 10 };
  const manager = createTokenManager({ authUrl, clientId: "cli_x", tokens, timeout: 300 });
  const { fetch, calls } = fakeFetch();
  const lps = createClient({ tokenSource: manager, baseUrl: "https://api.test/v1", fetch, timeout: 100 });
  const refresh = settle(manager.refresh());
  expect(isTimeoutError(await settle(lps.leads.list()))).toBe(true);
  expect(isTimeoutError(await refresh)).toBe(true);
  expect(calls).toHaveLength(0);
});
