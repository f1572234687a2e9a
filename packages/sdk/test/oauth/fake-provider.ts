// A scripted OpenID provider behind a fetch stub: discovery, JWKS, token and userinfo endpoints,
// with ID tokens signed by jose so that the SDK's own Web Crypto verification is checked against
// an independent implementation.
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import type { OAuthClientConfig } from "@lps/sdk/oauth";
import { fakeFetch, json } from "../helpers";

export const ISSUER = "https://op.test";
export const CLIENT_ID = "cli_Oidc";
export const NONCE = "n-0S6_WzA2Mj";
export const SUBJECT = "user_7Qm2";

type Key = CryptoKey | Uint8Array;

export async function keyPair(alg: "ES256" | "RS256" = "ES256", kid = "k1") {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, use: "sig", alg } as JWK };
}

/** Claims an honest provider would put in the ID token; `overrides` may set a claim to undefined to drop it. */
export function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { iss: ISSUER, sub: SUBJECT, aud: CLIENT_ID, iat: now, exp: now + 300, nonce: NONCE, auth_time: now, email: "ada@example.com", ...overrides };
}

export const sign = (payload: Record<string, unknown>, key: Key, header: { alg: string; kid?: string; crit?: string[]; [name: string]: unknown } = { alg: "ES256", kid: "k1" }) =>
  new SignJWT(JSON.parse(JSON.stringify(payload)) as Record<string, unknown>)
    .setProtectedHeader(header)
    .sign(key, { crit: Object.fromEntries((header.crit ?? []).map((name) => [name, true])) });

export const b64 = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

export async function fakeProvider(options: { metadata?: Record<string, unknown> } = {}) {
  const signer = await keyPair();
  const op = {
    keys: [signer.jwk],
    idToken: undefined as string | undefined,
    /** The refresh token a token response carries; undefined for a provider that does not rotate. */
    refreshToken: "lps_rt_1" as string | undefined,
    userinfo: { sub: SUBJECT, email: "ada@example.com", name: "Ada" } as unknown,
    metadata: { issuer: ISSUER, jwks_uri: `${ISSUER}/jwks`, userinfo_endpoint: `${ISSUER}/oauth/userinfo`, ...options.metadata },
  };
  const { fetch, calls } = fakeFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/.well-known/openid-configuration") return json(200, op.metadata);
    if (pathname === "/jwks") return json(200, { keys: op.keys });
    if (pathname === "/oauth/token") {
      return json(200, { access_token: "at_1", token_type: "Bearer", expires_in: 3600, refresh_token: op.refreshToken, scope: "openid email", id_token: op.idToken });
    }
    if (pathname === "/oauth/userinfo") {
      if (request.headers.get("authorization") !== "Bearer at_1") {
        return new Response(null, { status: 401, headers: { "www-authenticate": 'Bearer error="invalid_token", error_description="The access token expired"' } });
      }
      return json(200, op.userinfo);
    }
    return json(404, { error: "invalid_request" });
  });
  const hits = (path: string) => calls.filter((call) => new URL(call.request.url).pathname === path).length;
  const config = (extra: Partial<OAuthClientConfig> = {}): OAuthClientConfig => ({ authUrl: `${ISSUER}/`, clientId: CLIENT_ID, fetch, ...extra });
  /** Signs `payload` with the provider's current key and makes it the next token response's ID token. */
  const issue = async (payload = claims(), header?: Parameters<typeof sign>[2], key: Key = signer.privateKey) => (op.idToken = await sign(payload, key, header));
  return { op, signer, fetch, calls, hits, config, issue };
}
