import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessTokenClaims } from "../../src/auth/authenticate";
import { operations } from "../../src/contract/operations";
import type { EngineModule } from "../../src/engine/engine-types";
import { type Harness, harness, propertyInput } from "../http/harness";

const HOUR = 3_600_000;
const tokens = new Map<string, AccessTokenClaims>();
// Stands in for the authorization server: the engine accepts any module's verifier.
const fakeOAuth: EngineModule = {
  name: "fake-oauth",
  setup(ctx) {
    ctx.accessTokenVerifiers.push(async (token) => tokens.get(token) ?? null);
    return {};
  },
};

let h: Harness;
beforeAll(async () => {
  h = await harness({ modules: [fakeOAuth] });
});
afterAll(() => h.engine.close());

const ALL_SCOPES = ["leads.read", "leads.write", "properties.read", "properties.write", "analytics.read"];
const fakePath = (path: string) =>
  "/v1" +
  path
    .replace("{property_id}", "prop_00000000")
    .replace("{lead_id}", "lead_00000000")
    .replace("{webhook_id}", "wh_00000000")
    .replace("{delivery_id}", "dlv_00000000");

describe("missing or invalid credentials", () => {
  it("answers 401 unauthenticated with a bare Bearer challenge when no credentials are sent", async () => {
    const answer = await h.call("GET", "/v1/leads", { key: null });
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe("unauthenticated");
    expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="lps"');
  });

  it("answers 401 invalid_token for a bad checksum, an unknown key, another scheme, or a revoked key", async () => {
    const valid = h.key;
    const badChecksum = valid.slice(0, -1) + (valid.endsWith("A") ? "B" : "A");
    const unknown = (await h.createKey()).key;
    await h.call("DELETE", `/__sandbox/api-keys/${(await h.call("GET", "/__sandbox/api-keys")).json.data.at(-1).id}`);
    for (const authorization of [`Bearer ${badChecksum}`, `Bearer ${unknown}`, `Basic ${btoa("user:pass")}`, "Bearer", `Bearer lps_sk_short`]) {
      const answer = await h.call("GET", "/v1/leads", { key: null, headers: { authorization } });
      expect(answer.status, authorization).toBe(401);
      expect(answer.json.code).toBe("invalid_token");
      expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="lps", error="invalid_token"');
    }
  });

  it("audits each failure without the presented secret", async () => {
    const attempt = `lps_sk_${"a".repeat(32)}_zzzzzz`;
    const answer = await h.call("GET", "/v1/leads", { key: attempt, ip: "198.51.100.7" });
    const log = await h.call("GET", "/__sandbox/audit-log");
    const entry = log.json.data.find((e: { request_id: string }) => e.request_id === answer.headers.get("x-request-id"));
    expect(entry).toMatchObject({ actor: "anonymous", action: "auth.failed", ip: "198.51.100.7", status: 401 });
    expect(log.text).not.toContain(attempt);
    expect(log.text).not.toContain(h.key);
  });
});

describe("scopes, derived from each operation's security in the contract", () => {
  for (const operation of operations) {
    const required = operation.scopes.apiKey ?? [];
    for (const scope of required) {
      it(`${operation.id} refuses a key without ${scope} with 403 naming it`, async () => {
        const { key } = await h.createKey({ scopes: ALL_SCOPES.filter((s) => s !== scope) });
        const answer = await h.call(operation.method, fakePath(operation.path), { key, body: operation.body ? {} : undefined });
        expect(answer.status).toBe(403);
        expect(answer.json).toMatchObject({ code: "insufficient_scope", required_scope: scope });
        expect(answer.headers.get("www-authenticate")).toBe(`Bearer realm="lps", error="insufficient_scope", scope="${scope}"`);
      });
    }
  }

  it("lets a key holding only the required scope through", async () => {
    const { key } = await h.createKey({ scopes: ["properties.read"] });
    expect((await h.call("GET", "/v1/properties", { key })).status).toBe(200);
    expect((await h.call("GET", "/v1/leads", { key })).status).toBe(403);
  });

  it("requires analytics.read as well to subscribe a webhook to analysis.completed, and creates nothing", async () => {
    const { key } = await h.createKey({ scopes: ["leads.write", "leads.read"] });
    const body = { url: "https://crm.example.com/hook", events: ["lead.qualified", "analysis.completed"] };
    const refused = await h.call("POST", "/v1/webhooks", { key, body });
    expect(refused.status).toBe(403);
    expect(refused.json.required_scope).toBe("analytics.read");
    expect((await h.call("GET", "/v1/webhooks", { key })).json.data).toEqual([]);
    const { key: analyst } = await h.createKey({ scopes: ["leads.write", "leads.read", "analytics.read"] });
    expect((await h.call("POST", "/v1/webhooks", { key: analyst, body })).status).toBe(200);
  });
});

describe("IP allowlists", () => {
  it("refuses IPv4 and IPv6 callers outside the key's ranges with 403 ip_not_allowed", async () => {
    const { key, id } = await h.createKey({ allowed_ips: ["10.0.0.0/8", "2001:db8::/32"] });
    for (const ip of ["10.1.2.3", "::ffff:10.9.9.9", "2001:db8::1", "2001:db8:ffff::42"]) {
      expect((await h.call("GET", "/v1/properties", { key, ip })).status, ip).toBe(200);
    }
    for (const ip of ["192.168.1.10", "11.0.0.1", "2001:db9::1", "::1"]) {
      const answer = await h.call("GET", "/v1/properties", { key, ip });
      expect(answer.status, ip).toBe(403);
      expect(answer.json.code).toBe("ip_not_allowed");
    }
    const log = await h.call("GET", "/__sandbox/audit-log?limit=1");
    expect(log.json.data[0]).toMatchObject({ actor: id, action: "auth.ip_not_allowed", ip: "::1", status: 403 });
  });

  it("refuses to create a key with an allowlist entry that is not an address or range", async () => {
    const answer = await h.call("POST", "/__sandbox/api-keys", { key: null, body: { allowed_ips: ["10.0.0.0/8", "ten.zero"] } });
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].pointer).toBe("/allowed_ips/1");
  });
});

describe("OAuth access tokens through the same verifier", () => {
  it("accepts a valid token with its scopes and counts it per client on the professional plan", async () => {
    const expiresAt = h.engine.clock.now() + HOUR;
    tokens.set("tok_a", { clientId: "cli_one", grantId: "grant_a", subject: "user_1", scopes: ["properties.read"], expiresAt, organizationId: "org_demo" });
    tokens.set("tok_b", { clientId: "cli_one", grantId: "grant_b", subject: "user_2", scopes: ["properties.read"], expiresAt, organizationId: "org_demo" });
    const first = await h.call("GET", "/v1/properties", { key: "tok_a" });
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe('"daily";q=10000;w=86400');
    const second = await h.call("GET", "/v1/properties", { key: "tok_b" });
    expect(second.headers.get("ratelimit")).toMatch(/^"daily";r=9998;/);
    const denied = await h.call("POST", "/v1/properties", { key: "tok_a", body: propertyInput() });
    expect(denied.status).toBe(403);
    expect(denied.json.required_scope).toBe("properties.write");
  });

  it("answers 401 token_expired once the engine clock passes the expiry", async () => {
    tokens.set("tok_old", { clientId: "cli_two", grantId: "grant_old", subject: "u", scopes: ["leads.read"], expiresAt: h.engine.clock.now() + 1000, organizationId: "org_demo" });
    expect((await h.call("GET", "/v1/leads", { key: "tok_old" })).status).toBe(200);
    h.engine.clock.advance(2000);
    const answer = await h.call("GET", "/v1/leads", { key: "tok_old" });
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe("token_expired");
    expect(answer.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});

describe("keys registered verbatim", () => {
  it("accepts any value given at creation, even one that looks like a key without a checksum", async () => {
    const ci = await harness({ apiKeys: ["lps_sk_ci_key", "plain-ci-secret"] });
    for (const key of ["lps_sk_ci_key", "plain-ci-secret"]) {
      const answer = await ci.call("GET", "/v1/leads", { key });
      expect(answer.status, key).toBe(200);
      expect(answer.headers.get("ratelimit-policy")).toBe('"daily";q=10000;w=86400');
    }
    expect((await ci.call("GET", "/v1/leads", { key: "lps_sk_ci_kez" })).status).toBe(401);
    await ci.engine.close();
  });
});
