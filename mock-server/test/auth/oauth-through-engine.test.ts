import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness } from "../http/harness";

const REDIRECT = "https://app.example.com/callback";
let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

/** Authorization code with PKCE against the engine's own authorization server. */
async function accessToken(scope: string): Promise<{ token: string; clientId: string }> {
  const client = (await h.call("POST", "/__sandbox/oauth-clients", {
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
  const authorize = await h.engine.fetch(new Request(`http://lps.test/oauth/authorize?${query}`));
  const code = new URL(authorize.headers.get("location")!).searchParams.get("code")!;
  const token = await h.call("POST", "/oauth/token", {
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
  return { token: token.json.access_token, clientId: client.client_id };
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

  it("stop working once the engine clock passes their expiry", async () => {
    const { token } = await accessToken("leads.read");
    h.engine.clock.advance(3601 * 1000);
    const answer = await h.call("GET", "/v1/leads", { key: token });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});
