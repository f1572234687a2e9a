import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EngineModule } from "../../src/engine/engine-types";
import { type Harness, harness } from "../http/harness";

// The identity side ends an organisation's sessions when its SSO settings change; it listens
// through ctx.onSsoChanged, stood in for here.
const ssoChanges: string[] = [];
const listener: EngineModule = {
  name: "sso-listener",
  setup(ctx) {
    ctx.onSsoChanged.push((organizationId) => ssoChanges.push(organizationId));
    return {};
  },
};

let h: Harness;
beforeAll(async () => {
  h = await harness({ modules: [listener] });
});
afterAll(() => h.engine.close());

const sandbox = (method: string, path: string, body?: unknown) =>
  h.call(method, `/__sandbox${path}`, { key: null, ...(body === undefined ? {} : { body }) });

const EXTERNAL = { issuer: "https://idp.example", client_id: "lps", client_secret: "never-shown", email_domains: ["globex.test"], default_role: "viewer" };

describe("sandbox organisations", () => {
  it("refuses bad input naming each field, and creates nothing", async () => {
    const before = (await sandbox("GET", "/organizations")).json.data.length;
    const cases: [unknown, string][] = [
      [{}, "/name"],
      [{ name: "X", plan: "gold" }, "/plan"],
      [{ name: "X", daily_limit: 5 }, "/daily_limit"],
      [{ name: "X", sso: { idp: "builtin", email_domains: ["not a domain"], default_role: "developer" } }, "/sso"],
      [{ name: "X", extra: true }, ""],
    ];
    for (const [body, pointer] of cases) {
      const answer = await sandbox("POST", "/organizations", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.json.errors as { pointer: string }[]).some((issue) => issue.pointer.startsWith(pointer)), JSON.stringify(answer.json)).toBe(true);
    }
    expect((await sandbox("GET", "/organizations")).json.data.length).toBe(before);
    expect((await sandbox("GET", "/organizations/org_nope")).status).toBe(404);
    expect((await sandbox("PUT", "/organizations/org_nope/sso", null)).status).toBe(404);
    expect((await sandbox("PUT", "/organizations/org_demo/sso")).json.errors[0].pointer).toBe("");
  });

  it("names each missing or wrong field of SSO settings", async () => {
    const pointers = async (body: unknown) => ((await sandbox("PUT", "/organizations/org_demo/sso", body)).json.errors as { pointer: string; message: string }[]).map((issue) => `${issue.pointer} ${issue.message}`);
    expect(await pointers({ issuer: "https://idp.example", email_domains: ["acme.test"] })).toEqual(["/client_id is required", "/client_secret is required", "/default_role is required"]);
    expect(await pointers({ idp: "builtin", email_domains: ["acme.test"] })).toEqual(["/default_role is required"]);
    // An unknown provider is told what idp takes, not that the body matched no shape.
    expect(await pointers({ idp: "okta", email_domains: ["acme.test"], default_role: "viewer" })).toEqual(['/idp must be one of "builtin"']);
    expect(await pointers({ idp: null, issuer: "https://idp.example", client_id: "a", client_secret: "b", email_domains: ["acme.test"], default_role: "viewer" })).toEqual(['/idp must be one of "builtin"']);
  });

  it("creates an organisation on the basic plan with a unique slug and a working key", async () => {
    const first = (await sandbox("POST", "/organizations", { name: "Globex Realty" })).json;
    const second = (await sandbox("POST", "/organizations", { name: "Globex  Realty!" })).json;
    expect(first).toMatchObject({ name: "Globex Realty", slug: "globex-realty", plan: "basic", daily_limit: 1000 });
    expect(first.id).toMatch(/^org_[0-9A-Za-z]{16}$/);
    expect(second.slug).toBe("globex-realty-2");
    const leads = await h.call("GET", "/v1/leads", { key: first.api_key });
    expect(leads.status).toBe(200);
    expect(leads.json.data).toEqual([]);
    expect((await sandbox("GET", `/organizations/${first.id}`)).json).not.toHaveProperty("api_key");
  });

  it("never shows an external IdP's client secret, and tells the identity side of every SSO change", async () => {
    const created = await sandbox("POST", "/organizations", { name: "Initech", sso: EXTERNAL });
    expect(created.status).toBe(200);
    const { client_secret: _, ...shown } = EXTERNAL;
    expect(created.json.sso).toEqual(shown);
    for (const read of [await sandbox("GET", `/organizations/${created.json.id}`), await sandbox("GET", "/organizations")]) {
      expect(read.text).not.toContain("never-shown");
    }
    ssoChanges.length = 0;
    const builtin = await sandbox("PUT", `/organizations/${created.json.id}/sso`, { idp: "builtin", email_domains: ["initech.test"], default_role: "developer" });
    expect(builtin.json.sso).toEqual({ idp: "builtin", email_domains: ["initech.test"], default_role: "developer" });
    const removed = await sandbox("PUT", `/organizations/${created.json.id}/sso`, null);
    expect(removed.json).not.toHaveProperty("sso");
    expect(ssoChanges).toEqual([created.json.id, created.json.id]);
    const audit = (await sandbox("GET", `/audit-log?organization_id=${created.json.id}`)).json.data.map((e: { action: string }) => e.action);
    expect(audit).toEqual(expect.arrayContaining(["organization.created", "organization.sso.updated", "organization.sso.removed"]));
  });

  it("keeps an email domain to one organisation", async () => {
    expect((await sandbox("POST", "/organizations", { name: "Umbrella", sso: { ...EXTERNAL, email_domains: ["umbrella.test"] } })).status).toBe(200);
    const taken = await sandbox("POST", "/organizations", { name: "Copycat", sso: { ...EXTERNAL, email_domains: ["example.org", "UMBRELLA.test"] } });
    expect(taken.status).toBe(400);
    expect(taken.json.errors[0].pointer).toBe("/sso/email_domains/1");
  });
});
