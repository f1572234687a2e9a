import { describe, expect, test } from "vitest";
import { createClient } from "@lps/sdk";
import {
  createAuthorizationRequest,
  createTokenManager,
  exchangeCode,
  fetchUserInfo,
  isOAuthError,
  parseCallback,
  refreshTokens,
  type OAuthClientConfig,
} from "@lps/sdk/oauth";
import { sandbox, useMockServer } from "./mock-server";

// The SDK's OpenID Connect helpers against the reference server itself: its discovery document,
// its JWKS, its ID tokens and its userinfo, with nothing faked in between.
const ctx = useMockServer();
const REDIRECT = "http://127.0.0.1:8766/callback";

/** An auto-approving client of the demo organisation: the loopback caller is its owner. */
async function registerClient(confidential: boolean): Promise<OAuthClientConfig> {
  const client = await sandbox<{ client_id: string; client_secret?: string }>(ctx.server, "/oauth-clients", {
    name: "e2e OIDC app",
    redirect_uris: [REDIRECT],
    confidential,
    auto_approve: true,
  });
  return { authUrl: ctx.server.authUrl, clientId: client.client_id, clientSecret: client.client_secret };
}

async function signIn(config: OAuthClientConfig, scope: string[]) {
  const request = await createAuthorizationRequest(config, { redirectUri: REDIRECT, scope });
  expect(new URL(request.url).searchParams.get("nonce")).toBe(request.nonce);
  const redirect = await fetch(request.url, { redirect: "manual" });
  expect(redirect.status).toBe(302);
  const { code } = parseCallback(redirect.headers.get("location")!, request.state);
  return { request, code };
}

describe.each([
  ["confidential client", true],
  ["public client", false],
])("OpenID Connect against the reference server: %s", (_, confidential) => {
  test("the code flow with openid verifies the ID token, reads userinfo and refreshes", async () => {
    const config = await registerClient(confidential);
    const { request, code } = await signIn(config, ["openid", "profile", "email", "leads.read"]);
    const tokens = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier: request.codeVerifier, nonce: request.nonce! });
    expect(tokens.idTokenClaims).toMatchObject({
      iss: new URL(ctx.server.authUrl).origin,
      sub: "usr_demo",
      aud: config.clientId,
      nonce: request.nonce,
      email: "owner@demo-realty.test",
      name: "Demo Owner",
    });
    expect(tokens.idTokenClaims!.auth_time).toEqual(expect.any(Number));

    const user = await fetchUserInfo(config, tokens.access_token, tokens.idTokenClaims!.sub);
    expect(user).toMatchObject({ sub: "usr_demo", email: "owner@demo-realty.test", name: "Demo Owner" });

    // The access token of the same grant works on the API, and a refresh keeps it working.
    const lps = createClient({ apiKey: tokens.access_token, baseUrl: ctx.server.baseUrl });
    expect((await lps.leads.list({ limit: 1 })).data).toHaveLength(1);
    const refreshed = await refreshTokens(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await fetchUserInfo(config, refreshed.access_token, "usr_demo")).sub).toBe("usr_demo");
  });
});

test("a refresh with openid after the sandbox clock moved keeps the grant; `clock` makes it pass", async () => {
  const config = await registerClient(true);
  const { request, code } = await signIn(config, ["openid", "leads.read"]);
  const tokens = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier: request.codeVerifier, nonce: request.nonce! });
  const manager = createTokenManager({ ...config, tokens });
  await sandbox(ctx.server, "/clock", { advance_seconds: 3601 });
  try {
    // The ID token is issued on the server clock, an hour ahead of this one.
    const skewed = await manager.refresh().catch((e: unknown) => e);
    expect(isOAuthError(skewed) && `${skewed.error}:${skewed.reason}`).toBe("invalid_id_token:iat");
    expect(manager.tokens.refresh_token).not.toBe(tokens.refresh_token);
    // The grant survived: the rotated refresh token works, judged on the server's clock.
    const onServerTime = createTokenManager({ ...config, tokens: manager.tokens, clock: () => Date.now() / 1000 + 3601 });
    expect((await onServerTime.refresh()).idTokenClaims?.sub).toBe("usr_demo");
  } finally {
    await sandbox(ctx.server, "/clock", { real: true });
  }
});

test("an ID token whose nonce is not the request's is refused", async () => {
  const config = await registerClient(true);
  const { request, code } = await signIn(config, ["openid"]);
  const wrong = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier: request.codeVerifier, nonce: `${request.nonce}x` }).catch(
    (e: unknown) => e,
  );
  expect(isOAuthError(wrong) && `${wrong.error}:${wrong.reason}`).toBe("invalid_id_token:nonce");
});

test("userinfo about another subject than the ID token's is refused", async () => {
  const config = await registerClient(false);
  const { request, code } = await signIn(config, ["openid", "email"]);
  const tokens = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier: request.codeVerifier, nonce: request.nonce! });
  const other = await fetchUserInfo(config, tokens.access_token, "usr_someone_else").catch((e: unknown) => e);
  expect(isOAuthError(other) && other.error).toBe("invalid_userinfo");
});

test("the SDK's default issuer is the server's: authUrl with or without a trailing slash", async () => {
  const discovered = (await (await fetch(`${ctx.server.authUrl}/.well-known/openid-configuration`)).json()) as { issuer: string };
  // RFC 8414 §3.3 and OpenID Connect Discovery §4.3: the issuer is compared as a string.
  expect(discovered.issuer).toBe(new URL(ctx.server.authUrl).origin);
  const config = { ...(await registerClient(true)), authUrl: `${ctx.server.authUrl}/` };
  const { request, code } = await signIn(config, ["openid"]);
  const tokens = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier: request.codeVerifier, nonce: request.nonce! });
  expect(tokens.idTokenClaims!.iss).toBe(discovered.issuer);
});
