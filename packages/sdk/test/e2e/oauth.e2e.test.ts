import { describe, expect, test } from "vitest";
import { createClient, isPermissionDeniedError } from "@lps/sdk";
import {
  createAuthorizationRequest,
  createTokenManager,
  exchangeCode,
  isOAuthError,
  parseCallback,
  type OAuthClientConfig,
  type TokenSet,
} from "@lps/sdk/oauth";
import { sandbox, useMockServer } from "./mock-server";

const ctx = useMockServer();
const REDIRECT = "http://127.0.0.1:8765/callback";

/** Registers an auto-approving client, so the authorize endpoint redirects without a consent click. */
async function registerClient(confidential: boolean): Promise<OAuthClientConfig> {
  const client = await sandbox<{ client_id: string; client_secret?: string }>(ctx.server, "/oauth-clients", {
    name: confidential ? "e2e server app" : "e2e browser app",
    redirect_uris: [REDIRECT],
    confidential,
    auto_approve: true,
  });
  return { authUrl: ctx.server.authUrl, clientId: client.client_id, clientSecret: client.client_secret };
}

async function authorize(config: OAuthClientConfig, scope: string[]) {
  const request = await createAuthorizationRequest(config, { redirectUri: REDIRECT, scope });
  const redirect = await fetch(request.url, { redirect: "manual" });
  expect(redirect.status).toBe(302);
  const { code } = parseCallback(redirect.headers.get("location")!, request.state);
  return { code, codeVerifier: request.codeVerifier };
}

describe.each([
  ["confidential client (HTTP Basic)", true],
  ["public client (PKCE only)", false],
])("authorization code flow: %s", (_, confidential) => {
  test("code exchange, API calls, refresh on a server-side expiry with rotation, scope limits, revocation", async () => {
    const config = await registerClient(confidential);
    expect(Boolean(config.clientSecret)).toBe(confidential);
    const { code, codeVerifier } = await authorize(config, ["leads.read", "leads.write"]);
    const tokens = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier });
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "leads.read leads.write" });

    const saved: TokenSet[] = [];
    const manager = createTokenManager({ ...config, tokens, onTokens: (t) => void saved.push(t) });
    const lps = createClient({ tokenSource: manager, baseUrl: ctx.server.baseUrl });
    expect((await lps.leads.list({ limit: 1 })).data).toHaveLength(1);

    // The server's clock passes the expiry; the local one does not, so only a 401 reveals it.
    await sandbox(ctx.server, "/clock", { advance_seconds: 3700 });
    expect((await lps.leads.list({ limit: 1 })).data).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.refresh_token).not.toBe(tokens.refresh_token);
    expect(manager.tokens.access_token).toBe(saved[0]!.access_token);

    const denied = await lps.properties.list().catch((e: unknown) => e);
    expect(isPermissionDeniedError(denied)).toBe(true);

    await manager.revoke();
    const afterRevoke = await manager.refresh().catch((e: unknown) => e);
    expect(isOAuthError(afterRevoke) && afterRevoke.error).toBe("invalid_grant");
    // A call on the dead grant: its 401 asks the manager for a new token, and the refresh's
    // OAuthError is what the caller gets, with the RFC 6749 code under `code` as on APIError.
    const deadGrant = await lps.leads.list({ limit: 1 }).catch((e: unknown) => e);
    expect(deadGrant).toMatchObject({ name: "OAuthError", error: "invalid_grant", code: "invalid_grant", status: 400 });
  });
});

test("a replayed code is refused and revokes what the code issued", async () => {
  const config = await registerClient(true);
  const { code, codeVerifier } = await authorize(config, ["leads.read"]);
  const tokens = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier });
  const reused = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier }).catch((e: unknown) => e);
  expect(isOAuthError(reused) && reused.error).toBe("invalid_grant");
  const manager = createTokenManager({ ...config, tokens });
  const refresh = await manager.refresh().catch((e: unknown) => e);
  expect(isOAuthError(refresh) && refresh.error).toBe("invalid_grant");
});

test("a wrong code verifier is refused", async () => {
  const config = await registerClient(false);
  const { code } = await authorize(config, ["leads.read"]);
  const error = await exchangeCode(config, { code, redirectUri: REDIRECT, codeVerifier: "x".repeat(43) }).catch((e: unknown) => e);
  expect(isOAuthError(error) && error.error).toBe("invalid_grant");
});
