import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, ORIGIN } from "../http/harness";

const REDIRECT = "https://app.example.com/callback";
let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

/** Authorization code with PKCE against the engine's own authorization server. */
async function accessToken(scope: string, on = h) {
  const client = (await on.call("POST", "/__sandbox/oauth-clients", {
    key: null,
    body: { name: "CRM", redirect_uris: [REDIRECT], auto_approve: true },
  })).json;
  const verifier = generateRandomCodeVerifier();
  const query = new URLSearchParams({
    client_id: client.client_id,
    response_type: "code",
    redirect_uri: REDIRECT,
    scope,
    state: "s",
    code_challenge: await calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  });
  const authorize = await on.engine.fetch(new Request(`${ORIGIN}/oauth/authorize?${query}`), { clientIp: "127.0.0.1" });
  const code = new URL(authorize.headers.get("location")!).searchParams.get("code")!;
  const token = await on.call("POST", "/oauth/token", {
    key: null,
    body: {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      client_id: client.client_id,
      client_secret: client.client_secret,
    },
  });
  expect(token.status, token.text).toBe(200);
  return { token: token.json.access_token as string, clientId: client.client_id as string, client };
}

describe("OAuth access tokens from the built-in authorization server", () => {
  it("authorize API calls within their scopes, audited under the client id", async () => {
    const { token, clientId } = await accessToken("leads.read leads.write");
    expect((await h.call("GET", "/v1/leads", { key: token })).status).toBe(200);
    const refused = await h.call("GET", "/v1/properties", { key: token });
    expect(refused.status).toBe(403);
    expect(refused.json.required_scope).toBe("properties.read");
    const created = await h.call("POST", "/v1/webhooks", { key: token, body: { url: "https://crm.example.com/h", events: ["lead.qualified"] } });
    expect(created.status).toBe(200);
    const audit = (await h.call("GET", "/__sandbox/audit-log?limit=5", { key: null })).json.data;
    expect(audit.find((e: { action: string }) => e.action === "webhook.create")).toMatchObject({ actor: clientId, resource_id: created.json.id });
  });
});

const ACCESS_TOKEN_TTL_S = 3600;
async function passExpiry(): Promise<void> {
  const moved = await h.call("POST", "/__sandbox/clock", { key: null, body: { advance_seconds: ACCESS_TOKEN_TTL_S + 1 } });
  expect(moved.status).toBe(200);
}

/** Bearer credentials that look like the engine's access tokens but were not issued by it as they are. */
async function forgeriesOf(token: string): Promise<Record<string, string>> {
  const [header = "", , signature = ""] = token.split(".");
  const claims = decodeJwt(token);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const { privateKey } = await generateKeyPair("ES256");
  const signedElsewhere = (extra: object) =>
    new SignJWT({ ...claims, ...extra }).setProtectedHeader(decodeProtectedHeader(token) as { alg: string }).sign(privateKey);
  const other = await harness();
  const fromOtherEngine = (await accessToken("leads.read", other)).token;
  await other.engine.close();
  return {
    "same claims, another key": await signedElsewhere({}),
    "another issuer and audience, another key": await signedElsewhere({ iss: "https://evil.example", aud: "other-api" }),
    "payload altered (scope widened)": [header, encode({ ...claims, scope: "leads.read leads.write" }), signature].join("."),
    "payload altered (exp pushed forward)": [header, encode({ ...claims, exp: (claims.exp ?? 0) + 86_400 }), signature].join("."),
    "unsigned (alg none)": [encode({ alg: "none", typ: "at+jwt" }), encode(claims), ""].join("."),
    "issued by another engine": fromOtherEngine,
    garbage: "not.a.jwt",
  };
}

describe("an access token past its expiry", () => {
  it("is still invalid_token, never token_expired, when it is forged or not this engine's", async () => {
    const { token } = await accessToken("leads.read");
    const forgeries = await forgeriesOf(token);
    await passExpiry();
    for (const [name, forged] of Object.entries(forgeries)) {
      const answer = await h.call("GET", "/v1/leads", { key: forged });
      expect(answer.status, name).toBe(401);
      expect(answer.json.code, name).toBe("invalid_token");
    }
  });

  it("is still invalid_token when it was revoked before it expired", async () => {
    const { token, client } = await accessToken("leads.read");
    const revoked = await h.engine.fetch(
      new Request(`${ORIGIN}/oauth/revoke`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token, client_id: client.client_id, client_secret: client.client_secret }),
      }),
      { clientIp: "127.0.0.1" },
    );
    expect(revoked.status).toBe(200);
    await passExpiry();
    expect((await h.call("GET", "/v1/leads", { key: token })).json.code).toBe("invalid_token");
  });

  it("answers 401 token_expired with an invalid_token challenge once the engine clock passes exp", async () => {
    const { token } = await accessToken("leads.read");
    expect((await h.call("GET", "/v1/leads", { key: token })).status).toBe(200);
    await passExpiry();
    const answer = await h.call("GET", "/v1/leads", { key: token });
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe("token_expired");
    expect(answer.headers.get("www-authenticate")).toBe(
      'Bearer realm="lps", error="invalid_token", error_description="The access token has expired."',
    );
  });
});
