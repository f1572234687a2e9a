import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createClient } from "@lps/sdk";
import { createTokenManager, isOAuthError, type OAuthError, type TokenSet } from "@lps/sdk/oauth";
import { BASE, fakeFetch, json, problem } from "../helpers";
import { claims, fakeProvider, SUBJECT } from "./fake-provider";

const NOW = Date.parse("2026-11-22T09:00:00Z");
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An authorization server that rotates tokens: refresh n answers at_n / lps_rt_n and refuses spent refresh tokens. */
function authServer() {
  let generation = 0;
  const spent = new Set<string>();
  const fake = fakeFetch((_, i) => {
    const form = new URLSearchParams(fake.calls[i]!.body);
    const presented = form.get("refresh_token")!;
    if (spent.has(presented)) return json(400, { error: "invalid_grant", error_description: "Refresh token reuse; grant revoked." });
    spent.add(presented);
    generation++;
    return json(200, { access_token: `at_${generation}`, token_type: "Bearer", expires_in: 3600, refresh_token: `lps_rt_${generation}`, scope: "leads.read" });
  });
  return { ...fake, presented: () => fake.calls.map((c) => new URLSearchParams(c.body).get("refresh_token")) };
}

const initial = (expiresIn: number): TokenSet => ({
  access_token: "at_0",
  token_type: "Bearer",
  expires_in: 3600,
  refresh_token: "lps_rt_0",
  scope: "leads.read",
  expires_at: nowSeconds() + expiresIn,
});

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

describe("refresh ahead of expiry", () => {
  test("a token outside the skew is used as is", async () => {
    const auth = authServer();
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: auth.fetch, tokens: initial(61) });
    expect(await manager.getAccessToken()).toBe("at_0");
    expect(auth.calls).toHaveLength(0);
  });

  test("a token inside the skew is refreshed first", async () => {
    const auth = authServer();
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: auth.fetch, tokens: initial(3600) });
    vi.setSystemTime(NOW + (3600 - 60) * 1000);
    expect(await manager.getAccessToken()).toBe("at_1");
    expect(auth.presented()).toEqual(["lps_rt_0"]);
  });

  test("the skew is configurable", async () => {
    const auth = authServer();
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: auth.fetch, tokens: initial(200), refreshSkew: 300 });
    expect(await manager.getAccessToken()).toBe("at_1");
  });

  test("without a refresh token the current token is returned and the server decides", async () => {
    const auth = authServer();
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: auth.fetch, tokens: { ...initial(0), refresh_token: "" } });
    expect(await manager.getAccessToken()).toBe("at_0");
    expect(auth.calls).toHaveLength(0);
  });
});

describe("rotation", () => {
  test("onTokens receives each rotated set, and the next refresh presents the rotated token", async () => {
    const auth = authServer();
    const saved: TokenSet[] = [];
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: auth.fetch, tokens: initial(3600), onTokens: (t) => void saved.push(t) });
    await manager.refresh();
    await manager.refresh();
    expect(auth.presented()).toEqual(["lps_rt_0", "lps_rt_1"]);
    expect(saved.map((t) => [t.access_token, t.refresh_token, t.expires_at])).toEqual([
      ["at_1", "lps_rt_1", nowSeconds() + 3600],
      ["at_2", "lps_rt_2", nowSeconds() + 3600],
    ]);
    expect(manager.tokens.refresh_token).toBe("lps_rt_2");
  });

  test("a refused refresh rejects with the OAuthError and keeps the tokens", async () => {
    const fake = fakeFetch(() => json(400, { error: "invalid_grant" }));
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: fake.fetch, tokens: initial(0) });
    const error = await manager.getAccessToken().catch((e: unknown) => e);
    expect(isOAuthError(error) && error.error).toBe("invalid_grant");
    expect(manager.tokens.access_token).toBe("at_0");
  });
});

describe("single flight", () => {
  test("20 concurrent requests with an expiring token cause exactly one refresh", async () => {
    const auth = authServer();
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: auth.fetch, tokens: initial(10) });
    const api = fakeFetch(() => json(200, { data: [], has_more: false, next_cursor: null }));
    const lps = createClient({ tokenSource: manager, baseUrl: BASE, fetch: api.fetch });
    await Promise.all(Array.from({ length: 20 }, () => lps.leads.list()));
    expect(auth.calls).toHaveLength(1);
    expect(new Set(api.calls.map((c) => c.request.headers.get("authorization")))).toEqual(new Set(["Bearer at_1"]));
  });

  test("20 concurrent 401s cause one refresh, and each request is retried once with the new token", async () => {
    const auth = authServer();
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: auth.fetch, tokens: initial(3600) });
    // The server has revoked at_0 although it has not expired yet.
    const api = fakeFetch((request) =>
      request.headers.get("authorization") === "Bearer at_0" ? problem(401, "invalid_token") : json(200, { ok: true }),
    );
    const lps = createClient({ tokenSource: manager, baseUrl: BASE, fetch: api.fetch });
    const results = await Promise.all(Array.from({ length: 20 }, () => lps.leads.get("lead_00000001")));
    expect(results).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
    expect(auth.calls).toHaveLength(1);
    const bearers = api.calls.map((c) => c.request.headers.get("authorization"));
    expect(bearers.filter((b) => b === "Bearer at_0")).toHaveLength(20);
    expect(bearers.filter((b) => b === "Bearer at_1")).toHaveLength(20);
  });

  test("a 401 arriving after another request already refreshed does not refresh again", async () => {
    const auth = authServer();
    const manager = createTokenManager({ authUrl: "https://auth.test", clientId: "cli", fetch: auth.fetch, tokens: initial(3600) });
    await manager.getAccessToken("at_0");
    expect(await manager.getAccessToken("at_0")).toBe("at_1");
    expect(auth.calls).toHaveLength(1);
  });
});

describe("a refreshed ID token that fails its checks", () => {
  // The refresh token presented is spent once the server answers: losing its successor would make
  // the next refresh replay it, and the server revokes the whole grant (RFC 9700 §4.14.2).
  async function refreshWith(payload: Record<string, unknown>, rotates = true) {
    const op = await fakeProvider();
    if (!rotates) op.op.refreshToken = undefined;
    const first = claims({ nonce: undefined });
    await op.issue(payload);
    const saved: TokenSet[] = [];
    const tokens = { ...initial(0), id_token: "eyJ.old.token", idTokenClaims: first as TokenSet["idTokenClaims"] };
    const manager = createTokenManager({ ...op.config(), tokens, onTokens: (t) => void saved.push(t) });
    const error = await manager.refresh().catch((e: unknown) => e);
    return { manager, saved, error: error as OAuthError };
  }

  test.each([
    ["iat", { iat: nowSeconds() + 3601, exp: nowSeconds() + 7201 }],
    ["sub", { sub: "user_someone_else" }],
  ])("(%s) keeps the rotated refresh token, persists it, and hands out nothing else", async (reason, overrides) => {
    const { manager, saved, error } = await refreshWith(claims({ nonce: undefined, ...overrides }));
    expect(error).toMatchObject({ error: "invalid_id_token", reason });
    expect(manager.tokens).toMatchObject({ refresh_token: "lps_rt_1", access_token: "at_0", id_token: "eyJ.old.token" });
    expect(manager.tokens.idTokenClaims?.sub).toBe(SUBJECT);
    expect(saved.map((t) => [t.access_token, t.refresh_token])).toEqual([["at_0", "lps_rt_1"]]);
  });

  test("keeps the refresh token it has when the answer carries no new one", async () => {
    const { manager, error } = await refreshWith(claims({ nonce: undefined, sub: "user_someone_else" }), false);
    expect(error).toMatchObject({ error: "invalid_id_token", reason: "sub" });
    expect(manager.tokens.refresh_token).toBe(initial(0).refresh_token);
    // A verified answer without one keeps it too, with the new access token.
    const passed = await refreshWith(claims({ nonce: undefined }), false);
    expect(passed.error).toMatchObject({ access_token: "at_1" });
    expect(passed.manager.tokens).toMatchObject({ access_token: "at_1", refresh_token: initial(0).refresh_token });
  });

  test("a clock of the caller's judges iat and exp: a sandbox clock moved ahead passes", async () => {
    const op = await fakeProvider();
    await op.issue(claims({ nonce: undefined, iat: nowSeconds() + 3601, exp: nowSeconds() + 7201 }));
    const manager = createTokenManager({ ...op.config({ clock: () => Date.now() / 1000 + 3601 }), tokens: initial(0) });
    expect((await manager.refresh()).idTokenClaims?.sub).toBe(SUBJECT);
  });
});
