import { describe, expect, test } from "vitest";
import { createClient, isInsecureTransportError, isLPSError } from "@lps/sdk";
import { createAuthorizationRequest, createTokenManager, exchangeCode, refreshTokens, revokeToken } from "@lps/sdk/oauth";
import { API_KEY, fakeFetch, json } from "./helpers";

// No credential crosses a remote plain-http link: a recording fetch proves nothing was sent.

const REMOTE = "http://api.example.invalid";
const TOKENS = { access_token: "eyJ.a.b", token_type: "Bearer" as const, expires_in: 3600 as const, refresh_token: "lps_rt_old", scope: "leads.read" };
const tokenAnswer = () => json(200, { ...TOKENS, access_token: "eyJ.new.token" });

const rejection = (promise: PromiseLike<unknown>) => Promise.resolve(promise).then(() => undefined, (error: unknown) => error);

function expectRefused(error: unknown, url: string, option = "allowInsecureHttp: true") {
  expect(isInsecureTransportError(error)).toBe(true);
  expect(isLPSError(error)).toBe(true);
  expect(error).toMatchObject({ name: "InsecureTransportError", code: "insecure_transport" });
  expect((error as Error).message).toContain(url);
  expect((error as Error).message).toContain(option);
}

describe("the client refuses remote plain http", () => {
  test("with an API key: throws before any request", async () => {
    const { fetch, calls } = fakeFetch();
    const lps = createClient({ apiKey: API_KEY, baseUrl: `${REMOTE}/v1`, fetch });
    expectRefused(await rejection(lps.leads.get("lead_00000001")), `${REMOTE}/v1`);
    expectRefused(await rejection(lps.raw.GET("/leads/{lead_id}", { params: { path: { lead_id: "lead_00000001" } } })), REMOTE);
    expect(calls).toHaveLength(0);
  });

  test("with a token source: throws before the token is even asked for", async () => {
    const { fetch, calls } = fakeFetch();
    let asked = 0;
    const lps = createClient({ tokenSource: () => (asked++, "eyJ.a.b"), baseUrl: REMOTE, fetch });
    expectRefused(await rejection(lps.properties.list()), REMOTE);
    expect({ calls: calls.length, asked }).toEqual({ calls: 0, asked: 0 });
  });

  test.each([
    "http://127.0.0.1:4010/v1",
    "http://127.8.9.10/v1",
    "http://localhost:4010",
    "http://api.localhost",
    "http://[::1]:4010",
    "https://api.example.invalid/v1",
  ])("sends to %s", async (baseUrl) => {
    const { fetch, calls } = fakeFetch(() => json(200, { id: "lead_00000001" }));
    const lps = createClient({ apiKey: API_KEY, baseUrl, fetch });
    await expect(lps.leads.get("lead_00000001")).resolves.toEqual({ id: "lead_00000001" });
    expect(calls).toHaveLength(1);
  });

  test.each(["http://10.0.0.5/v1", "http://127.0.0.1.example.invalid/v1", "http://localhost.example.invalid/v1", "http://[::2]/v1"])(
    "refuses %s, which only looks local",
    async (baseUrl) => {
      const { fetch, calls } = fakeFetch();
      const lps = createClient({ apiKey: API_KEY, baseUrl, fetch });
      expect(isInsecureTransportError(await rejection(lps.leads.get("lead_00000001")))).toBe(true);
      expect(calls).toHaveLength(0);
    },
  );

  // The rule is about the request actually sent: a hook may point it elsewhere.
  describe("a beforeRequest hook that moves the request", () => {
    const LOCAL = "http://127.0.0.1:4110/v1";
    const moveTo = (origin: string) => (request: Request) => new Request(request.url.replace("http://127.0.0.1:4110", origin), request);

    test("to a remote plain-http host is refused before anything is sent", async () => {
      const { fetch, calls } = fakeFetch();
      const lps = createClient({ apiKey: API_KEY, baseUrl: LOCAL, fetch, maxRetries: 0, hooks: { beforeRequest: [moveTo("http://192.0.2.2:4160")] } });
      expectRefused(await rejection(lps.leads.get("lead_00000001")), "http://192.0.2.2:4160/v1/leads/lead_00000001");
      expect(calls).toHaveLength(0);
    });

    test("to https, or to a remote plain-http host with allowInsecureHttp: true, is sent", async () => {
      for (const [origin, allowInsecureHttp] of [["https://api.example.invalid", false], ["http://192.0.2.2:4160", true]] as const) {
        const { fetch, calls } = fakeFetch(() => json(200, {}));
        const lps = createClient({ apiKey: API_KEY, baseUrl: LOCAL, fetch, allowInsecureHttp, hooks: { beforeRequest: [moveTo(origin)] } });
        await lps.leads.get("lead_00000001");
        expect(calls[0]!.request.url).toBe(`${origin}/v1/leads/lead_00000001`);
      }
    });

    test("a connection error names the URL actually fetched", async () => {
      const { fetch } = fakeFetch(() => Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } }));
      const lps = createClient({ apiKey: API_KEY, baseUrl: LOCAL, fetch, maxRetries: 0, hooks: { beforeRequest: [moveTo("https://api.example.invalid")] } });
      const error = await rejection(lps.leads.get("lead_00000001"));
      expect((error as Error).message).toBe("Connection error: GET https://api.example.invalid/v1/leads/lead_00000001 (ECONNREFUSED)");
    });
  });

  test("allowInsecureHttp: true sends, for a private network behind TLS termination", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { id: "lead_00000001" }));
    const lps = createClient({ apiKey: API_KEY, baseUrl: REMOTE, fetch, allowInsecureHttp: true });
    await lps.leads.get("lead_00000001");
    expect(calls[0]!.request.url).toBe(`${REMOTE}/v1/leads/lead_00000001`);
  });
});

describe("@lps/sdk/oauth refuses remote plain http", () => {
  const config = (fetch: (input: string, init: RequestInit) => Promise<Response>, extra = {}) => ({
    authUrl: REMOTE,
    clientId: "cli_Demo",
    clientSecret: "lps_cs_secret",
    fetch,
    ...extra,
  });

  test("the authorization URL, the code exchange with a client secret, refresh, revocation and the token manager", async () => {
    const { fetch, calls } = fakeFetch(tokenAnswer);
    expectRefused(await rejection(createAuthorizationRequest(config(fetch), { redirectUri: "https://app.example/cb" })), REMOTE, "allowInsecureHttp: true");
    expectRefused(await rejection(exchangeCode(config(fetch), { code: "c1", redirectUri: "https://app.example/cb" })), REMOTE);
    expectRefused(await rejection(refreshTokens(config(fetch), "lps_rt_old")), REMOTE);
    expectRefused(await rejection(revokeToken(config(fetch), "lps_rt_old")), REMOTE);
    const manager = createTokenManager({ ...config(fetch), tokens: { ...TOKENS, expires_at: 0 } });
    expectRefused(await rejection(manager.getAccessToken()), REMOTE);
    expect(calls).toHaveLength(0);
  });

  test("works toward loopback, https, and with the opt-out", async () => {
    for (const extra of [{ authUrl: "http://127.0.0.1:4010" }, { authUrl: "https://auth.example.invalid" }, { allowInsecureHttp: true }]) {
      const { fetch, calls } = fakeFetch(tokenAnswer);
      await refreshTokens(config(fetch, extra), "lps_rt_old");
      expect(calls).toHaveLength(1);
    }
  });
});
