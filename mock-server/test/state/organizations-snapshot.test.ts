import { afterEach, describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine } from "../../src/engine/engine-types";

// State snapshots keep organisations, each one's records apart, and which organisation each key
// belongs to: a reload must not merge them or hand a key another organisation's records.

const engines: Engine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});
function engine(): Engine {
  const created = createEngine({ demoData: false, seed: 9 });
  engines.push(created);
  return created;
}

async function call(e: Engine, method: string, path: string, key: string | null, body?: unknown) {
  const response = await e.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { clientIp: "127.0.0.1" },
  );
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as any };
}

const LEAD = { name: "Ada Lovelace", email: "ada@example.com", preferences: { property_type: "residential", price_range: { min: 300000, max: 900000 } } };

async function twoOrganisations(e: Engine) {
  const org = await call(e, "POST", "/__sandbox/organizations", null, { name: "Acme Homes", plan: "enterprise", daily_limit: 1500, sso: { idp: "builtin", email_domains: ["acme.test"], default_role: "developer" } });
  const acmeLead = await call(e, "POST", "/v1/leads", org.json.api_key, LEAD);
  const demoLead = await call(e, "POST", "/v1/leads", e.demo.apiKey, LEAD);
  return { org: org.json, acmeLead: acmeLead.json.id as string, demoLead: demoLead.json.id as string };
}

describe("state snapshots with organisations", () => {
  it("refuses a key whose organisation the document lacks, naming it, and changes nothing", async () => {
    const e = engine();
    await twoOrganisations(e);
    const saved = await e.exportState();
    const before = JSON.stringify(saved);
    const broken = structuredClone(saved);
    broken.organizations = broken.organizations.filter((org) => org.name !== "Acme Homes");
    const answer = await call(e, "PUT", "/__sandbox/state", null, broken);
    expect(answer.status).toBe(400);
    const pointers = (answer.json.errors as { pointer: string }[]).map((issue) => issue.pointer);
    expect(pointers).toContain("/workspaces/1/organization_id");
    expect(pointers.some((pointer) => /^\/api_keys\/\d+\/organization_id$/.test(pointer))).toBe(true);
    expect(JSON.stringify(await e.exportState())).toBe(before);
  });

  it("keeps organisations, their records apart and their keys' organisation across a reload", async () => {
    const source = engine();
    const { org, acmeLead, demoLead } = await twoOrganisations(source);
    const saved = await source.exportState();
    expect(saved.version).toBe(2);
    expect(saved.organizations.map((o) => o.name)).toEqual(["Demo Realty", "Acme Homes"]);
    expect(saved.workspaces.map((w) => w.organization_id)).toEqual(["org_demo", org.id]);

    const target = engine();
    await target.importState(JSON.parse(JSON.stringify(saved)));
    expect(await target.exportState()).toEqual(saved);
    expect((await call(target, "GET", `/v1/leads/${acmeLead}`, org.api_key)).status).toBe(200);
    expect((await call(target, "GET", `/v1/leads/${demoLead}`, org.api_key)).status).toBe(404);
    expect((await call(target, "GET", `/v1/leads/${acmeLead}`, target.demo.apiKey)).status).toBe(404);
    const listed = await call(target, "GET", "/__sandbox/organizations", null);
    expect(listed.json.data[1]).toMatchObject({ id: org.id, slug: "acme-homes", daily_limit: 1500, sso: { idp: "builtin" } });
    // The organisation's counter and limit came back with it.
    const answer = await target.fetch(new Request("http://127.0.0.1/v1/leads", { headers: { authorization: `Bearer ${org.api_key}` } }), { clientIp: "127.0.0.1" });
    expect(answer.headers.get("ratelimit-policy")).toBe('"daily";q=1500;w=86400');
  });
});
