import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { isConnectionError } from "@lps/sdk";
import {
  createAuthorizationRequest,
  createTokenManager,
  exchangeCode,
  fetchUserInfo,
  isInsecureTransportError,
  isOAuthError,
  refreshTokens,
} from "@lps/sdk/oauth";
import { claims, fakeProvider, NONCE, SUBJECT } from "./fake-provider";

const grant = { code: "c1", redirectUri: "https://app.test/cb", nonce: NONCE };

describe("the authorization request", () => {
  const config = { authUrl: "https://op.test", clientId: "cli_Oidc" };

  test("carries a fresh nonce, and returns it, when the scope asks for openid", async () => {
    const [a, b] = await Promise.all([
      createAuthorizationRequest(config, { redirectUri: "https://app.test/cb", scope: ["openid", "email"] }),
      createAuthorizationRequest(config, { redirectUri: "https://app.test/cb", scope: "openid" }),
    ]);
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(a.url).searchParams.get("nonce")).toBe(a.nonce);
    expect(b.nonce).not.toBe(a.nonce);
  });

  test("keeps a caller-chosen nonce; without openid there is none", async () => {
    const chosen = await createAuthorizationRequest(config, { redirectUri: "https://app.test/cb", scope: "openid", nonce: "n-1" });
    expect(chosen.nonce).toBe("n-1");
    const plain = await createAuthorizationRequest(config, { redirectUri: "https://app.test/cb", scope: "leads.read openidish", nonce: "n-1" });
    expect(plain).not.toHaveProperty("nonce");
    expect(new URL(plain.url).searchParams.has("nonce")).toBe(false);
  });
});

describe("discovery", () => {
  test("a discovery document naming another issuer is refused (mix-up)", async () => {
    const op = await fakeProvider({ metadata: { issuer: "https://evil.test" } });
    await op.issue();
    const error = await exchangeCode(op.config(), grant).catch((e: unknown) => e);
    expect(isOAuthError(error) && error.error).toBe("invalid_issuer");
    expect(op.hits("/jwks")).toBe(0);
  });

  test("a failed discovery is not cached: the next call asks again", async () => {
    const op = await fakeProvider();
    const config = op.config();
    await op.issue();
    const honest = op.op.metadata;
    op.op.metadata = { ...honest, issuer: "https://op.test/other" };
    expect(await exchangeCode(config, grant).catch((e: unknown) => isOAuthError(e) && e.error)).toBe("invalid_issuer");
    op.op.metadata = honest;
    await expect(exchangeCode(config, grant)).resolves.toMatchObject({ idTokenClaims: { sub: SUBJECT } });
  });

  test("keys or userinfo on a remote plain-http URL are refused before they are fetched", async () => {
    const op = await fakeProvider({ metadata: { jwks_uri: "http://keys.example.invalid/jwks", userinfo_endpoint: "http://op.example.invalid/userinfo" } });
    await op.issue();
    expect(isInsecureTransportError(await exchangeCode(op.config(), grant).catch((e: unknown) => e))).toBe(true);
    expect(isInsecureTransportError(await fetchUserInfo(op.config(), "at_1").catch((e: unknown) => e))).toBe(true);
    expect(op.calls.map((call) => new URL(call.request.url).host)).not.toContain("keys.example.invalid");
    expect(op.calls.map((call) => new URL(call.request.url).host)).not.toContain("op.example.invalid");
  });

  test("a remote plain-http issuer is refused with no request made", async () => {
    const op = await fakeProvider();
    const error = await fetchUserInfo(op.config({ authUrl: "http://op.example.invalid" }), "at_1").catch((e: unknown) => e);
    expect(isInsecureTransportError(error)).toBe(true);
    expect(op.calls).toHaveLength(0);
  });
});

describe("fetchUserInfo", () => {
  test("returns the claims for the access token's user", async () => {
    const op = await fakeProvider();
    expect(await fetchUserInfo(op.config(), "at_1", SUBJECT)).toEqual({ sub: SUBJECT, email: "ada@example.com", name: "Ada" });
    const call = op.calls.find((c) => c.request.url.endsWith("/oauth/userinfo"))!;
    expect(call.request.headers.get("authorization")).toBe("Bearer at_1");
  });

  test("an answer about another user, or without sub, is refused", async () => {
    const op = await fakeProvider();
    op.op.userinfo = { sub: "user_other" };
    expect(await fetchUserInfo(op.config(), "at_1", SUBJECT).catch((e: unknown) => isOAuthError(e) && e.error)).toBe("invalid_userinfo");
    op.op.userinfo = { email: "x@example.com" };
    expect(await fetchUserInfo(op.config(), "at_1").catch((e: unknown) => isOAuthError(e) && e.error)).toBe("invalid_userinfo");
  });

  test("a refused token gives the WWW-Authenticate error as an OAuthError", async () => {
    const op = await fakeProvider();
    await expect(fetchUserInfo(op.config(), "at_stale")).rejects.toMatchObject({ error: "invalid_token", error_description: "The access token expired", status: 401 });
  });

  test("a provider without a userinfo endpoint is an OAuthError, not a crash", async () => {
    const op = await fakeProvider({ metadata: { userinfo_endpoint: undefined } });
    await expect(fetchUserInfo(op.config(), "at_1")).rejects.toMatchObject({ error: "invalid_request" });
  });
});

describe("refresh", () => {
  test("an ID token in a refresh answer is verified, without a nonce, and must name the same user", async () => {
    const op = await fakeProvider();
    await op.issue();
    const tokens = await exchangeCode(op.config(), grant);
    const manager = createTokenManager({ ...op.config(), tokens });
    await op.issue(claims({ nonce: undefined }));
    expect((await manager.refresh()).idTokenClaims?.sub).toBe(SUBJECT);

    await op.issue(claims({ nonce: undefined, aud: "cli_Other" }));
    await expect(manager.refresh()).rejects.toMatchObject({ error: "invalid_id_token", reason: "aud" });
    await op.issue(claims({ nonce: undefined, sub: "user_other" }));
    await expect(manager.refresh()).rejects.toMatchObject({ error: "invalid_id_token", reason: "sub" });
  });

  // The refresh token presented is spent once the server answers: a standalone caller must still
  // get its successor when the answer is refused, or its next refresh replays the spent one and the
  // server revokes the grant (RFC 9700 §4.14.2). The token manager keeps it itself.
  describe("refreshTokens refusing the answer's ID token", () => {
    test("the OAuthError carries the new refresh token, and nothing else of the answer", async () => {
      const op = await fakeProvider();
      await op.issue(claims({ nonce: undefined, aud: "cli_Other" }));
      const error = await refreshTokens(op.config(), "lps_rt_0").catch((e: unknown) => e);
      expect(isOAuthError(error) && [error.error, error.reason, error.refresh_token]).toEqual(["invalid_id_token", "aud", "lps_rt_1"]);
      // Not enumerable: logging or serialising the error shows no credential.
      expect(inspect(error)).not.toMatch(/lps_rt_1|at_1|cli_Other/);
      expect(JSON.stringify(error)).not.toMatch(/lps_rt_1|at_1/);
      expect(Object.values(error as object)).not.toContain("at_1");
    });

    test("so does a failure to fetch the provider's keys, which also comes after the answer", async () => {
      const op = await fakeProvider({ metadata: { jwks_uri: "https://unreachable.test/jwks" } });
      await op.issue(claims({ nonce: undefined }));
      const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).startsWith("https://unreachable.test") ? Promise.reject(new TypeError("fetch failed")) : op.fetch(input as string, init);
      const error = await refreshTokens(op.config({ fetch }), "lps_rt_0").catch((e: unknown) => e);
      expect(isConnectionError(error) && (error as { refresh_token?: string }).refresh_token).toBe("lps_rt_1");
    });

    test("an answer without a new refresh token leaves none on the error: the presented one still holds", async () => {
      const op = await fakeProvider();
      op.op.refreshToken = undefined;
      await op.issue(claims({ nonce: undefined, sub: "" }));
      const error = await refreshTokens(op.config(), "lps_rt_0").catch((e: unknown) => e);
      expect(isOAuthError(error) && [error.reason, error.refresh_token]).toEqual(["sub", undefined]);
    });
  });
});
