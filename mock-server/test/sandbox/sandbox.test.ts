import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, leadInput, propertyInput } from "../http/harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

const sandbox = (method: string, path: string, body?: unknown, ip?: string) =>
  h.call(method, `/__sandbox${path}`, { key: null, ...(body === undefined ? {} : { body }), ...(ip ? { ip } : {}) });

describe("sandbox access", () => {
  it("answers loopback callers only", async () => {
    for (const ip of ["203.0.113.5", "10.0.0.1", "2001:db8::1"]) {
      const answer = await sandbox("GET", "/clock", undefined, ip);
      expect(answer.status, ip).toBe(403);
      expect(answer.json.code).toBe("ip_not_allowed");
    }
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) expect((await sandbox("GET", "/clock", undefined, ip)).status, ip).toBe(200);
  });

  it("guards routes other modules add under /__sandbox too", async () => {
    expect((await sandbox("GET", "/oauth-clients", undefined, "203.0.113.5")).status).toBe(403);
    expect((await sandbox("GET", "/oauth-clients")).status).toBe(200);
  });

  it("can be opened to every caller", async () => {
    const open = await harness({ sandboxLoopbackOnly: false });
    expect((await open.call("GET", "/__sandbox/clock", { key: null, ip: "203.0.113.5" })).status).toBe(200);
    await open.engine.close();
  });
});

describe("API keys", () => {
  it("creates a key with the documented shape, usable at once and listed without its secret", async () => {
    const created = await sandbox("POST", "/api-keys", { name: "ci", scopes: ["leads.read"], plan: "professional", allowed_ips: ["127.0.0.0/8"] });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ name: "ci", scopes: ["leads.read"], plan: "professional", daily_limit: 10000, allowed_ips: ["127.0.0.0/8"] });
    expect(created.json.id).toMatch(/^key_/);
    expect(created.json.key).toMatch(/^lps_sk_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    expect((await h.call("GET", "/v1/leads", { key: created.json.key })).status).toBe(200);
    const listed = await sandbox("GET", "/api-keys");
    expect(listed.text).not.toContain(created.json.key);
    const entry = listed.json.data.find((k: { id: string }) => k.id === created.json.id);
    expect(entry).toMatchObject({ name: "ci", plan: "professional", daily_limit: 10000, key_hint: created.json.key.slice(0, 11) + "…" });
    expect(entry.key).toBeUndefined();
  });

  it("defaults to a basic key with every scope", async () => {
    const created = (await sandbox("POST", "/api-keys", {})).json;
    expect(created).toMatchObject({ plan: "basic", daily_limit: 1000, allowed_ips: [] });
    expect(created.scopes.sort()).toEqual(["analytics.read", "leads.read", "leads.write", "properties.read", "properties.write"]);
  });

  it("refuses bad input with every field listed", async () => {
    const answer = await sandbox("POST", "/api-keys", { scopes: ["leads.delete"], plan: "gold", daily_limit: 0, extra: 1 });
    expect(answer.status).toBe(400);
    const pointers = answer.json.errors.map((e: { pointer: string }) => e.pointer).sort();
    expect(pointers).toEqual(["/daily_limit", "/extra", "/plan", "/scopes/0"]);
  });

  it("refuses a scope given twice, naming the repeat, and creates nothing", async () => {
    const before = (await sandbox("GET", "/api-keys")).json.data.length;
    const answer = await sandbox("POST", "/api-keys", { scopes: ["leads.read", "properties.read", "leads.read"] });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([expect.objectContaining({ pointer: "/scopes/2", message: expect.stringContaining("index 0") })]);
    expect((await sandbox("GET", "/api-keys")).json.data.length).toBe(before);
  });

  it("revokes a key at once and 404s for an unknown one", async () => {
    const { id, key } = (await sandbox("POST", "/api-keys", {})).json;
    expect((await sandbox("DELETE", `/api-keys/${id}`)).json).toEqual({ id, deleted: true });
    expect((await h.call("GET", "/v1/leads", { key })).status).toBe(401);
    expect((await sandbox("DELETE", `/api-keys/${id}`)).status).toBe(404);
  });
});

describe("clock", () => {
  it("reads, advances and sets the engine clock", async () => {
    const now = Date.parse((await sandbox("GET", "/clock")).json.now);
    const advanced = Date.parse((await sandbox("POST", "/clock", { advance_seconds: 3600 })).json.now);
    expect(advanced - now).toBeGreaterThanOrEqual(3_600_000);
    expect(advanced - now).toBeLessThan(3_660_000);
    const set = await sandbox("POST", "/clock", { set: "2027-01-01T00:00:00Z" });
    expect(set.json.now).toMatch(/^2027-01-01T00:00:0\d/);
    const created = await h.call("POST", "/v1/properties", { body: propertyInput() });
    expect(created.json.created_at).toMatch(/^2027-01-01T/);
  });

  it("refuses a negative advance, a non-ISO time and both at once", async () => {
    for (const body of [{ advance_seconds: -1 }, { set: "tomorrow" }, { advance_seconds: 1, set: "2027-01-01T00:00:00Z" }, { skip: 1 }]) {
      expect((await sandbox("POST", "/clock", body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("logs", () => {
  it("lists recent API requests with method, path, status and duration, newest first", async () => {
    await h.call("GET", "/v1/properties?limit=1");
    await h.call("GET", "/v1/missing");
    const log = (await sandbox("GET", "/requests?limit=2")).json.data;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ method: "GET", path: "/v1/missing", status: 404 });
    expect(log[1]).toMatchObject({ method: "GET", path: "/v1/properties", status: 200 });
    expect(typeof log[0].duration_ms).toBe("number");
    expect(log[0].request_id).toMatch(/^req_/);
    expect((await sandbox("GET", "/requests?limit=0")).status).toBe(400);
  });

  it("audits writes and key lifecycle events with actor, action, resource, ip, status and request id, never a secret", async () => {
    const { id, key } = (await sandbox("POST", "/api-keys", {})).json;
    const webhook = await h.call("POST", "/v1/webhooks", { key, body: { url: "https://crm.example.com/h", events: ["lead.qualified"] }, ip: "::1" });
    await sandbox("DELETE", `/api-keys/${id}`);
    const log = await sandbox("GET", "/audit-log");
    const entries = log.json.data as Record<string, unknown>[];
    expect(entries[0]).toMatchObject({ actor: "sandbox", action: "api_key.revoked", resource_id: id });
    expect(entries[1]).toMatchObject({
      actor: id,
      action: "webhook.create",
      resource_id: webhook.json.id,
      ip: "::1",
      status: 200,
      request_id: webhook.headers.get("x-request-id"),
    });
    expect(entries[1]!.time).toMatch(/Z$/);
    expect(entries[2]).toMatchObject({ actor: "sandbox", action: "api_key.created", resource_id: id });
    for (const secret of [key, webhook.json.secret, h.key]) expect(log.text).not.toContain(secret);
    expect(entries.some((e) => e.action === "property.list")).toBe(false);
  });
});

describe("faults", () => {
  it("fails matching requests before they run, a given number of times", async () => {
    const fault = await sandbox("POST", "/faults", { route: "/properties", method: "POST", count: 2, status: 503 });
    expect(fault.json).toMatchObject({ route: "/properties", method: "POST", count: 2, rate: 1, status: 503, mode: "fail_before" });
    const before = (await h.call("GET", "/v1/properties?limit=100")).json.data.length;
    for (let i = 0; i < 2; i++) {
      const answer = await h.call("POST", "/v1/properties", { body: propertyInput() });
      expect(answer.status).toBe(503);
      expect(answer.json.code).toBe("service_unavailable");
    }
    expect((await h.call("GET", "/v1/properties?limit=100")).json.data.length).toBe(before);
    expect((await h.call("POST", "/v1/properties", { body: propertyInput() })).status).toBe(200);
  });

  it("fail_after_commit keeps the effect and loses the answer; the retry with the same key replays it", async () => {
    await sandbox("POST", "/faults", { route: "createLead", count: 1, mode: "fail_after_commit" });
    const headers = { "idempotency-key": "lost-answer" };
    const lost = await h.call("POST", "/api/v1/leads", { body: leadInput({ name: "Lost Answer" }), headers });
    expect(lost.status).toBe(503);
    const retry = await h.call("POST", "/api/v1/leads", { body: leadInput({ name: "Lost Answer" }), headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const named = (await h.call("GET", "/v1/leads?limit=100")).json.data.filter((l: { name: string }) => l.name === "Lost Answer");
    expect(named).toHaveLength(1);
  });

  it("drop_connection makes the fetch itself fail", async () => {
    await sandbox("POST", "/faults", { route: "/leads/{lead_id}", count: 1, mode: "drop_connection" });
    const request = new Request("http://lps.test/v1/leads/lead_0000000000000000", { headers: { authorization: `Bearer ${h.key}` } });
    await expect(h.engine.fetch(request, { clientIp: "127.0.0.1" })).rejects.toThrow(TypeError);
    expect((await h.call("GET", "/v1/leads/lead_0000000000000000")).status).toBe(404);
  });

  it("lists and clears faults, and refuses invalid ones", async () => {
    await sandbox("POST", "/faults", { route: "/webhooks/*", rate: 0 });
    expect((await sandbox("GET", "/faults")).json.data.length).toBeGreaterThan(0);
    const cleared = await sandbox("DELETE", "/faults");
    expect(cleared.json.deleted).toBeGreaterThan(0);
    expect((await sandbox("GET", "/faults")).json.data).toEqual([]);
    const bad = await sandbox("POST", "/faults", { status: 200, rate: 2, mode: "explode" });
    expect(bad.json.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(["/mode", "/rate", "/status"]);
  });

  it("applies the default fault profile from the options", async () => {
    const flaky = await harness({ faultRate: 1 });
    const answer = await flaky.call("GET", "/v1/properties");
    expect(answer.status).toBe(503);
    expect((await flaky.call("GET", "/healthz")).status).toBe(200);
    await flaky.engine.close();
  });
});

describe("seed and reset", () => {
  it("loads a fixture through the contract's create schemas, all or nothing", async () => {
    const fresh = await harness();
    const bad = await fresh.call("POST", "/__sandbox/seed", {
      key: null,
      body: { properties: [propertyInput(), propertyInput({ price: -1 })], leads: [leadInput({ email: "nope" })] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual(["/properties/1/price", "/leads/0/email"]);
    expect((await fresh.call("GET", "/v1/properties")).json.data).toEqual([]);
    const good = await fresh.call("POST", "/__sandbox/seed", { key: null, body: { properties: [propertyInput(), propertyInput()], leads: [leadInput()] } });
    expect(good.status).toBe(200);
    expect(good.json.properties).toHaveLength(2);
    expect(good.json.leads[0].id).toMatch(/^lead_/);
    expect((await fresh.call("GET", "/v1/properties")).json.data).toHaveLength(2);
    await fresh.engine.close();
  });

  it("resets to the state right after creation, with the same demo key and the same ids", async () => {
    const seeded = await harness({ seed: 99 });
    const key = seeded.key;
    const first = (await seeded.call("POST", "/v1/properties", { body: propertyInput() })).json.id;
    await seeded.call("POST", "/__sandbox/api-keys", { key: null, body: {} });
    expect((await seeded.call("POST", "/__sandbox/reset", { key: null })).json).toEqual({ reset: true });
    // Seeded ids repeat: the first record after a reset gets the id the first one got.
    expect((await seeded.call("POST", "/v1/properties", { body: propertyInput() })).json.id).toBe(first);
    expect((await seeded.call("GET", "/v1/properties")).json.data).toHaveLength(1);
    expect((await seeded.call("GET", "/__sandbox/api-keys", { key: null })).json.data).toHaveLength(1);
    expect(seeded.engine.demo.apiKey).toBe(key);
    await seeded.engine.close();
  });
});

describe("reset without demo data", () => {
  it("empties properties, leads and messages with demo_data: false, keeping the demo key; a plain reset brings them back", async () => {
    const demo = await harness({ seed: 4, demoData: true });
    expect((await demo.call("GET", "/v1/properties")).json.data.length).toBeGreaterThan(0);
    expect((await demo.call("POST", "/__sandbox/reset", { key: null, body: { demo_data: false } })).json).toEqual({ reset: true });
    expect((await demo.call("GET", "/v1/properties")).status).toBe(200);
    expect((await demo.call("GET", "/v1/properties")).json.data).toEqual([]);
    expect((await demo.call("GET", "/v1/leads")).json.data).toEqual([]);
    await demo.call("POST", "/__sandbox/reset", { key: null });
    expect((await demo.call("GET", "/v1/properties")).json.data.length).toBeGreaterThan(0);
    await demo.engine.close();
  });

  it.each([{ demo_data: "no" }, { demo_data: 0 }])("refuses %j naming /demo_data", async (body) => {
    const answer = await h.call("POST", "/__sandbox/reset", { key: null, body });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json.errors)).toContain("/demo_data");
  });

  it("refuses a field it does not know", async () => {
    const answer = await h.call("POST", "/__sandbox/reset", { key: null, body: { demo: false } });
    expect(answer.status).toBe(400);
  });
});

describe("request ids", () => {
  const requestIds = async (h: Awaited<ReturnType<typeof harness>>, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await h.call("GET", "/v1/properties")).headers.get("x-request-id")!);
    return ids;
  };

  it("count a run's requests in order after a random part, and start a new run on reset", async () => {
    const fresh = await harness({ seed: undefined });
    const ids = await requestIds(fresh, 3);
    expect(ids.every((id) => /^req_[0-9A-Za-z]{16}$/.test(id))).toBe(true);
    const run = ids[0]!.slice(0, 12);
    expect(ids.map((id) => id.slice(0, 12))).toEqual([run, run, run]);
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort()).toEqual(ids);
    await fresh.call("POST", "/__sandbox/reset", { key: null });
    expect((await requestIds(fresh, 1))[0]!.slice(0, 12)).not.toBe(run);
    await fresh.engine.close();
  });

  it("repeat after a reset when seeded, and leave the ids of created records alone", async () => {
    const seeded = await harness({ seed: 7 });
    const before = await requestIds(seeded, 2);
    const afterTwo = (await seeded.call("POST", "/v1/properties", { body: propertyInput() })).json.id;
    await seeded.call("POST", "/__sandbox/reset", { key: null });
    expect(await requestIds(seeded, 2)).toEqual(before);
    await seeded.call("POST", "/__sandbox/reset", { key: null });
    // Under --seed a created record's id must not depend on how many requests came before it.
    expect((await seeded.call("POST", "/v1/properties", { body: propertyInput() })).json.id).toBe(afterTwo);
    await seeded.engine.close();
  });
});

describe("large fixtures", () => {
  it("accepts a seed body well over the API's 1 MiB limit", async () => {
    const fresh = await harness();
    const properties = Array.from({ length: 6000 }, (_, i) => propertyInput({ price: 100_000 + i }));
    const answer = await fresh.call("POST", "/__sandbox/seed", { key: null, body: { properties } });
    expect(JSON.stringify({ properties }).length).toBeGreaterThan(1024 * 1024);
    expect(answer.status).toBe(200);
    expect(answer.json.properties).toHaveLength(6000);
    await fresh.engine.close();
  });
});
