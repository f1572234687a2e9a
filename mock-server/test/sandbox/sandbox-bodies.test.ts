import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxQuery, sandboxValidator, type SandboxComponent } from "../../src/contract/sandbox-validator";
import { ROLES } from "../../src/domain/organization";
import { PLANS, SCOPES } from "../../src/domain/plans";
import { sandboxQueries, sandboxSchemas } from "../../src/contract/generated/sandbox-contract";
import { parseClientInput } from "../../src/modules/oauth/core/client-input";
import { type Harness, harness, propertyInput } from "../http/harness";

// Sandbox bodies and queries are validated from sandbox.yaml; these are the rules the engine and
// the document disagreed on before, and the defaults the document states.

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

const sandbox = (method: string, path: string, body?: unknown) =>
  h.call(method, `/__sandbox${path}`, { key: null, ...(body === undefined ? {} : { body }) });

type Issue = { pointer: string; message: string };
const issues = async (method: string, path: string, body?: unknown): Promise<string[]> => {
  const answer = await sandbox(method, path, body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(400);
  expect(answer.json.code).toBe("validation_failed");
  return (answer.json.errors as Issue[]).map(({ pointer, message }) => `${pointer} ${message}`);
};

describe("the sandbox contract's validators", () => {
  it("build for every request schema and every operation's query", () => {
    for (const name of Object.keys(sandboxSchemas) as SandboxComponent[]) expect(() => sandboxValidator(name)(undefined), name).not.toThrow();
    for (const id of Object.keys(sandboxQueries) as (keyof typeof sandboxQueries)[]) expect(sandboxQuery(id, "").ok, id).toBe(true);
  });

  it("list the scopes, plans and roles the engine knows", () => {
    // sandbox.yaml repeats these lists; the scopes are the API's OAuth scopes (openapi.yaml).
    expect(sandboxSchemas.Scope.enum).toEqual([...SCOPES]);
    expect(sandboxSchemas.Plan.enum).toEqual([...PLANS]);
    expect(sandboxSchemas.Role.enum).toEqual([...ROLES]);
  });
});

describe("sandbox bodies follow sandbox.yaml", () => {
  it("apply its defaults, but leave a latency-only fault without a status", async () => {
    const fault = await sandbox("POST", "/faults", { route: "/leads", latency_ms: 5 });
    expect(fault.json).toMatchObject({ rate: 1, status: 503, latency_ms: 5, mode: null, before_auth: false });
    const failing = await sandbox("POST", "/faults", { route: "/properties" });
    expect(failing.json).toMatchObject({ rate: 1, status: 503, latency_ms: 0, mode: "fail_before" });
    await sandbox("DELETE", "/faults");
  });

  it("keep a key without plan on its organisation's shared counter", async () => {
    const key = await sandbox("POST", "/api-keys", { organization_id: "org_demo" });
    expect(key.json).toMatchObject({ quota: "organization", name: "Sandbox key" });
    expect(await issues("POST", "/api-keys", { organization_id: "" })).toEqual(["/organization_id must have at least 1 character"]);
    expect(await issues("POST", "/api-keys", { allowed_ips: [5, "nope", "10.0.0.0/8"], plan: "basic", daily_limit: 3 })).toEqual([
      "/allowed_ips/0 must be a string",
      "/allowed_ips/1 must be an IPv4 or IPv6 address or CIDR range",
      "/daily_limit only enterprise keys take a custom daily_limit",
    ]);
  });

  it("refuse an SSO provider's empty or oversized fields and a non-http issuer", async () => {
    const sso = { issuer: "ftp://idp.example", client_id: "", client_secret: "x".repeat(501), email_domains: ["acme.test", "not a domain"], default_role: "viewer" };
    expect(await issues("POST", "/organizations", { name: "Acme", sso })).toEqual([
      "/sso/issuer must be an http or https URL",
      "/sso/client_id must have at least 1 character",
      "/sso/client_secret must have at most 500 characters",
      "/sso/email_domains/1 must be a domain name such as acme.test",
    ]);
    expect(await issues("POST", "/organizations", { name: "   " })).toEqual(["/name must not be blank"]);
    const created = await sandbox("POST", "/organizations", { name: "  Spaced Out  " });
    expect(created.json.name).toBe("Spaced Out");
  });

  it("measure names without the spaces they are stored without", async () => {
    const padded = ` ${"n".repeat(100)} `;
    const org = await sandbox("POST", "/organizations", { name: padded });
    expect(org.status, org.text).toBe(200);
    expect(org.json.name).toBe("n".repeat(100));
    expect(parseClientInput({ name: padded, redirect_uris: ["https://app.test/cb"] })).toMatchObject({ ok: true, value: { name: "n".repeat(100) } });
    expect(await issues("POST", "/organizations", { name: ` ${"n".repeat(101)} ` })).toEqual(["/name must have at most 100 characters"]);
  });

  it("list a rule across fields beside the body's other bad fields", async () => {
    expect(await issues("POST", "/clock", { advance_seconds: 1, real: true, colour: "red" })).toEqual([
      "/colour is not a documented field",
      "/real cannot be sent with advance_seconds: send one of advance_seconds, set and real",
    ]);
    expect(await issues("POST", "/organizations", { name: "Acme", daily_limit: 5, colour: "red" })).toEqual([
      "/colour is not a documented field",
      "/daily_limit only the enterprise plan takes a custom daily_limit",
    ]);
    expect(await issues("POST", "/api-keys", { plan: "basic", daily_limit: 5, colour: "red" })).toEqual([
      "/colour is not a documented field",
      "/daily_limit only enterprise keys take a custom daily_limit",
    ]);
    // A rule over a field that fails its own schema has nothing to judge.
    expect(await issues("POST", "/organizations", { name: "Acme", daily_limit: "5" })).toEqual(["/daily_limit must be a number"]);
    expect(await issues("POST", "/organizations", { name: "Acme", plan: "gold", daily_limit: 5 })).toEqual([
      '/plan must be one of "basic", "professional", "enterprise"',
    ]);
  });

  it("refuse an empty lead_id and name each bad fixture record", async () => {
    expect(await issues("POST", "/events", { type: "message.received", lead_id: "" })).toEqual(["/lead_id must have at least 1 character"]);
    const seeded = await issues("POST", "/seed", { properties: [propertyInput(), propertyInput({ price: -1 })] });
    expect(seeded).toEqual(["/properties/1/price must be >= 0"]);
  });

  it("check OAuth clients' name, redirect URIs and scopes by the document's bounds", () => {
    const refused = parseClientInput({ name: "x".repeat(101), redirect_uris: Array(11).fill("https://app.test/cb"), scopes: [] });
    expect(refused.ok ? [] : refused.issues.map((issue) => issue.pointer)).toEqual(["/name", "/redirect_uris", "/scopes"]);
    const accepted = parseClientInput({ name: " App ", redirect_uris: ["com.example.app:/cb"], scopes: ["leads.read", "leads.read"] });
    expect(accepted).toEqual({ ok: true, value: { name: "App", redirect_uris: ["com.example.app:/cb"], scopes: ["leads.read"], confidential: true, auto_approve: false } });
  });

  it("say in words that an OAuth client's organization_id is an organisation id", () => {
    const refused = parseClientInput({ name: "App", redirect_uris: ["https://app.test/cb"], organization_id: "acme" });
    expect(refused).toMatchObject({ ok: false, issues: [{ pointer: "/organization_id", message: "must be an organisation id such as org_demo" }] });
  });
});

describe("sandbox queries follow sandbox.yaml", () => {
  it("convert, bound and refuse as the API's queries do", async () => {
    expect(await issues("GET", "/requests?limit=0&cursor=bad&colour=red")).toEqual([
      "/query/colour is not a documented query parameter",
      "/query/limit must be >= 1",
    ]);
    expect(await issues("GET", "/requests?cursor=bad")).toEqual(["/query/cursor must be a next_cursor this journal returned"]);
    expect(await issues("GET", "/audit-log?limit=ten")).toEqual(["/query/limit must be a number"]);
    expect(await issues("GET", "/deliveries?status=lost")).toEqual(['/query/status must be one of "pending", "succeeded", "failed"']);
    expect((await sandbox("GET", "/requests?since=2026-01-01T02:00:00%2B02:00&has_violations=false&limit=2")).status).toBe(200);
  });
});

describe("state snapshots follow sandbox.yaml's StateSnapshot", () => {
  it("report a foreign version alone, and name a bad score's field", async () => {
    expect(await issues("PUT", "/state", { format: "lps-mock-state", version: 1 })).toEqual(["/version must be one of 2"]);
    const snapshot = (await sandbox("GET", "/state")).json;
    const extra = structuredClone(snapshot);
    extra.seeds.seed = -1;
    extra.workspaces = [{ organization_id: "org_demo", properties: [], leads: [], scores: [{ lead_id: "lead_x", factors: "none" }], messages: [], webhooks: [], webhook_secrets: [{ webhook_id: "wh_1", secrets: [] }], deliveries: [] }];
    const found = await issues("PUT", "/state", extra);
    expect(found).toContain("/seeds/seed must be >= 0");
    expect(found).toContain("/workspaces/0/webhook_secrets/0/secrets must have at least 1 item");
    expect(found.some((issue) => issue.startsWith("/workspaces/0/scores/0/") && !issue.includes("allowed shape"))).toBe(true);
  });

  it("name a bad clock's field by the shape its keys pick", async () => {
    const snapshot = (await sandbox("GET", "/state")).json;
    expect(await issues("PUT", "/state", { ...snapshot, clock: { offset_ms: 0, frozen: true } })).toEqual(["/clock/frozen is not a documented field"]);
    expect(await issues("PUT", "/state", { ...snapshot, clock: { frozen_at: "noon" } })).toEqual(["/clock/frozen_at must be an ISO 8601 date-time"]);
  });

  it("tell a refresh-token pair that is not a list only that", async () => {
    const snapshot = (await sandbox("GET", "/state")).json;
    const withPairs = (pairs: unknown[]) => ({ ...snapshot, modules: { ...snapshot.modules, oauth: { ...snapshot.modules.oauth, refresh_tokens: pairs } } });
    expect(await issues("PUT", "/state", withPairs(["h", ["hash"], ["hash", "grant", "more"]]))).toEqual([
      "/modules/oauth/refresh_tokens/0 must be an array",
      "/modules/oauth/refresh_tokens/1 must have at least 2 items",
      "/modules/oauth/refresh_tokens/2 must have at most 2 items",
    ]);
  });
});
