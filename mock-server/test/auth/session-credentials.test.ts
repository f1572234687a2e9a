import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionClaims } from "../../src/auth/authenticate";
import type { EngineModule } from "../../src/engine/engine-types";
import { ORIGIN, type Harness, harness, propertyInput } from "../http/harness";

// Sessions are the identity side's; the authenticator takes any verifier a module registers, so a
// stand-in verifier tests the credential rules: cookie only without Authorization, same origin
// for writes, the organisation's records and counter.
const sessions = new Map<string, SessionClaims>();
let organizationId = "";
const fakeSessions: EngineModule = {
  name: "fake-sessions",
  setup(ctx) {
    ctx.sessionVerifiers.push(async (cookie) => sessions.get(/lps_session=([^;]+)/.exec(cookie)?.[1] ?? "") ?? null);
    return {};
  },
};

let h: Harness;
beforeAll(async () => {
  h = await harness({ modules: [fakeSessions] });
  const org = await h.call("POST", "/__sandbox/organizations", { key: null, body: { name: "Cookie Co" } });
  organizationId = org.json.id;
  const expiresAt = h.engine.clock.now() + 15 * 60_000;
  const scopes = ["properties.read", "properties.write", "leads.read", "leads.write", "analytics.read"];
  sessions.set("live", { sessionId: "ses_live", userId: "usr_writer", organizationId, scopes, expiresAt });
  sessions.set("viewer", { sessionId: "ses_view", userId: "usr_viewer", organizationId, scopes: ["properties.read"], expiresAt });
  sessions.set("old", { sessionId: "ses_old", userId: "usr_old", organizationId, scopes, expiresAt: h.engine.clock.now() - 1 });
});
afterAll(() => h.engine.close());

const withCookie = (session: string, headers: Record<string, string> = {}) => ({ key: null, headers: { cookie: `lps_session=${session}`, ...headers } });

describe("a session cookie as an API credential", () => {
  it("refuses a cross-site write with 403 cross_origin_refused, and audits it", async () => {
    const attempts: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, {}];
    for (const headers of attempts) {
      const answer = await h.call("POST", "/v1/properties", { ...withCookie("live", headers), body: propertyInput() });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.json.code).toBe("cross_origin_refused");
    }
    const audit = (await h.call("GET", "/__sandbox/audit-log?limit=1", { key: null })).json.data[0];
    expect(audit).toMatchObject({ action: "auth.cross_origin_refused", actor: "usr_writer", organization_id: organizationId });
  });

  it("refuses an expired or unknown session as unauthenticated", async () => {
    for (const session of ["old", "forged"]) {
      const answer = await h.call("GET", "/v1/properties", withCookie(session));
      expect(answer.status).toBe(401);
      expect(answer.json.code).toBe("unauthenticated");
    }
  });

  it("holds only the session's scopes", async () => {
    const answer = await h.call("POST", "/v1/properties", { ...withCookie("viewer", { "sec-fetch-site": "same-origin" }), body: propertyInput() });
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe("insufficient_scope");
  });

  it("accepts a same-origin write and safe reads, in its organisation, audited as the user", async () => {
    const sameOrigin: Record<string, string>[] = [{ "sec-fetch-site": "same-origin" }, { origin: ORIGIN }];
    for (const headers of sameOrigin) {
      const created = await h.call("POST", "/v1/properties", { ...withCookie("live", headers), body: propertyInput() });
      expect(created.status, JSON.stringify(headers)).toBe(200);
      const read = await h.call("GET", `/v1/properties/${created.json.id}`, withCookie("live", { "sec-fetch-site": "cross-site" }));
      expect(read.status).toBe(200);
      expect((await h.call("GET", `/v1/properties/${created.json.id}`)).status).toBe(404);
      const audit = (await h.call("GET", "/__sandbox/audit-log?limit=1", { key: null })).json.data[0];
      expect(audit).toMatchObject({ action: "property.create", actor: "usr_writer", user_id: "usr_writer", organization_id: organizationId });
    }
  });

  it("draws on the organisation's counter and lets an Authorization header win over the cookie", async () => {
    const answer = await h.call("GET", "/v1/leads", withCookie("live"));
    expect(answer.headers.get("ratelimit-policy")).toBe('"daily";q=1000;w=86400');
    const demo = await h.call("GET", "/v1/properties", { headers: { cookie: "lps_session=live" } });
    expect(demo.json.data).toEqual([]);
  });
});
