import { afterEach, describe, expect, it, vi } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine } from "../../src/engine/engine-types";

const FIXED = Date.parse("2026-03-01T12:00:00.000Z");

const engines: Engine[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const engine of engines.splice(0)) await engine.close();
});
function engine(options: Parameters<typeof createEngine>[0] = {}): Engine {
  const created = createEngine({ webhookTimeScale: 0.001, ...options });
  engines.push(created);
  return created;
}

async function call(e: Engine, method: string, path: string, body?: unknown, key = e.demo.apiKey) {
  const response = await e.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { clientIp: "127.0.0.1" },
  );
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const LEAD = { name: "Ada Lovelace", email: "ada@example.com", preferences: { property_type: "residential", price_range: { min: 300000, max: 900000 }, city: "Austin" } };

async function withUserState(e: Engine) {
  const lead = await call(e, "POST", "/v1/leads", LEAD);
  expect(lead.status, JSON.stringify(lead.json)).toBeLessThan(300);
  const hook = await call(e, "POST", "/v1/webhooks", { url: "http://127.0.0.1:9/hook", events: ["lead.qualified"] });
  expect(hook.status, JSON.stringify(hook.json)).toBeLessThan(300);
  const key = await call(e, "POST", "/__sandbox/api-keys", { name: "saved", scopes: ["leads.read"] });
  expect(key.status, JSON.stringify(key.json)).toBeLessThan(300);
  return { leadId: lead.json!.id as string, apiKey: key.json!.key as string };
}

describe("engine state snapshots", () => {
  it("exports the seeded demo state byte for byte the same in two engines", async () => {
    // The demo data is dated from the start time: both runs start at the same instant.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(FIXED);
    const a = JSON.stringify(await engine({ seed: 42 }).exportState());
    const b = JSON.stringify(await engine({ seed: 42 }).exportState());
    expect(a).toBe(b);
    expect(JSON.parse(a)).toMatchObject({ format: "lps-mock-state", version: 2, seeds: { seed: 42 } });
  });

  it("carries records, keys and webhooks into another engine, where the saved key works", async () => {
    const source = engine({ seed: 7 });
    const { leadId, apiKey } = await withUserState(source);
    const saved = await source.exportState();
    const target = engine({ seed: 7 });
    await target.importState(JSON.parse(JSON.stringify(saved)));
    expect(await target.exportState()).toEqual(saved);
    const read = await call(target, "GET", `/v1/leads/${leadId}`, undefined, apiKey);
    expect(read.status).toBe(200);
    // The next id continues the seeded sequence: no record id is handed out twice.
    const next = await call(target, "POST", "/v1/leads", LEAD);
    expect(saved.workspaces.flatMap((w) => w.leads.map((l) => l.id))).not.toContain(next.json!.id);
  });

  it("scores a lead whose score was still pending when the state was saved", async () => {
    const source = engine({ seed: 2, scoringDelayMs: 60_000 });
    const { leadId } = await withUserState(source);
    expect((await call(source, "GET", `/v1/leads/${leadId}/score`)).json!.status).toBe("pending");
    const target = engine({ seed: 2, scoringDelayMs: 1 });
    await target.importState(structuredClone(await source.exportState()));
    await expect.poll(async () => (await call(target, "GET", `/v1/leads/${leadId}/score`)).json!.status).toBe("ready");
  });

  it("reloads an unseeded snapshot with its seeds block as saved, its ids still random", async () => {
    const e = engine();
    await withUserState(e);
    const saved = await e.exportState();
    await e.reset();
    await e.importState(structuredClone(saved));
    expect((await e.exportState()).seeds).toEqual(saved.seeds);
    expect(await e.exportState()).toEqual(saved);
    const [a, b] = [engine(), engine()];
    const next = async (target: Engine) => {
      await target.importState(structuredClone(saved));
      return (await call(target, "POST", "/v1/leads", LEAD)).json!.id;
    };
    expect(await next(a)).not.toBe(await next(b));
  });

  it("keeps webhook secrets: the saved endpoint still signs with its secret", async () => {
    const source = engine();
    await withUserState(source);
    const saved = await source.exportState();
    const target = engine();
    await target.importState(saved);
    const secrets = (await target.exportState()).workspaces[0]!.webhook_secrets;
    expect(secrets).toEqual(saved.workspaces[0]!.webhook_secrets);
    expect(secrets[0]!.secrets[0]!.secret).toMatch(/^whsec_/);
  });

  it.each([
    ["not JSON object", "garbage", "/"],
    ["another tool's document", { hello: "world" }, "/format"],
    ["another version", { format: "lps-mock-state", version: 1 }, "/version"],
  ])("refuses %s with 400 and a pointer, leaving the state untouched", async (_, body, pointer) => {
    const e = engine({ seed: 3 });
    await withUserState(e);
    const before = JSON.stringify(await e.exportState());
    const answer = await call(e, "PUT", "/__sandbox/state", body);
    expect(answer.status).toBe(400);
    const errors = answer.json!.errors as { pointer: string }[];
    expect(errors.map((issue) => issue.pointer)).toContain(pointer === "/" ? "" : pointer);
    expect(JSON.stringify(await e.exportState())).toBe(before);
  });

  it("refuses a snapshot whose one record breaks the contract, naming it, and changes nothing", async () => {
    const e = engine({ seed: 3 });
    await withUserState(e);
    const snapshot = (await call(e, "GET", "/__sandbox/state")).json!;
    const before = JSON.stringify(snapshot);
    ((snapshot.workspaces as { leads: Record<string, unknown>[] }[])[0]!.leads)[0]!.email = 42;
    const answer = await call(e, "PUT", "/__sandbox/state", snapshot);
    expect(answer.status).toBe(400);
    expect((answer.json!.errors as { pointer: string }[])[0]!.pointer).toBe("/workspaces/0/leads/0/email");
    expect(JSON.stringify((await call(e, "GET", "/__sandbox/state")).json)).toBe(before);
  });

  it("round-trips through the sandbox routes", async () => {
    const source = engine({ seed: 11 });
    await withUserState(source);
    const exported = await call(source, "GET", "/__sandbox/state");
    const target = engine({ seed: 11 });
    expect((await call(target, "PUT", "/__sandbox/state", exported.json)).status).toBe(200);
    expect((await call(target, "GET", "/__sandbox/state")).json).toEqual(exported.json);
  });
});

describe("state snapshots of the OAuth server and in MSW mode", () => {
  it("keeps registered OAuth clients (secret hashes) and leaves the process's demo client out", async () => {
    const source = engine({ seed: 5 });
    const client = await call(source, "POST", "/__sandbox/oauth-clients", { name: "Saved app", redirect_uris: ["http://127.0.0.1:9999/cb"] });
    expect(client.status).toBeLessThan(300);
    const saved = await source.exportState();
    const oauth = saved.modules.oauth as { clients: { client_id: string; secretHash?: string }[] };
    expect(oauth.clients.map((c) => c.client_id)).toEqual([client.json!.client_id]);
    expect(oauth.clients[0]!.secretHash).toBeDefined();
    expect(JSON.stringify(saved)).not.toContain(client.json!.client_secret as string);

    const target = engine({ seed: 5 });
    await target.importState(structuredClone(saved));
    const listed = await call(target, "GET", "/__sandbox/oauth-clients");
    const ids = (listed.json!.data as { client_id: string }[]).map((c) => c.client_id);
    expect(ids).toContain(client.json!.client_id);
    expect(ids).toContain(target.demo.oauthClient!.client_id);
  });

  /** A saved state whose one registered client has `redirectUris`, as a file edited by hand or an older server. */
  async function savedClientWith(redirectUris: string[]) {
    const source = engine({ seed: 5 });
    const client = await call(source, "POST", "/__sandbox/oauth-clients", { name: "Saved app", redirect_uris: ["http://127.0.0.1:9999/cb"] });
    expect(client.status).toBeLessThan(300);
    const saved = structuredClone(await source.exportState());
    (saved.modules.oauth as { clients: { redirect_uris: string[] }[] }).clients[0]!.redirect_uris = redirectUris;
    return { saved, clientId: client.json!.client_id as string };
  }

  it("refuses a saved OAuth client whose redirect URI has userinfo or would be rewritten, naming it", async () => {
    const { saved } = await savedClientWith(["https://ok.example/cb", "https://app.example.com@evil.com/cb", "https:evil.com"]);
    const target = engine({ seed: 5 });
    const before = await target.exportState();
    const error = (await target.importState(saved).then(() => undefined, (thrown: unknown) => thrown)) as { issues: { pointer: string; message: string }[] };
    expect(error.issues).toEqual([
      { pointer: "/modules/oauth/clients/0/redirect_uris/1", message: expect.stringMatching(/user ?info/) },
      { pointer: "/modules/oauth/clients/0/redirect_uris/2", message: expect.stringContaining('"https://evil.com/"') },
    ]);
    expect(await target.exportState()).toEqual(before);
  });

  it("loads a saved client whose redirect URI differs from the parser's form only cosmetically", async () => {
    // Saved before registration required the parser's form: "http://localhost:3000" goes exactly
    // where "http://localhost:3000/" goes, and refusing it would refuse the whole state file.
    const { saved, clientId } = await savedClientWith(["http://localhost:3000", "HTTPS://App.Example.com/cb"]);
    const target = engine({ seed: 5 });
    await target.importState(saved);
    const listed = await call(target, "GET", "/__sandbox/oauth-clients");
    const loaded = (listed.json!.data as { client_id: string; redirect_uris: string[] }[]).find((c) => c.client_id === clientId);
    expect(loaded?.redirect_uris).toEqual(["http://localhost:3000", "HTTPS://App.Example.com/cb"]);
  });

  it("exports and imports through the engine MSW handlers share", async () => {
    const { createHandlers } = await import("../../src/adapters/msw/index");
    const { engine: msw } = createHandlers({ seed: 8 });
    engines.push(msw);
    await withUserState(msw);
    const saved = await msw.exportState();
    const other = createHandlers({ seed: 8 }).engine;
    engines.push(other);
    await other.importState(structuredClone(saved));
    expect(await other.exportState()).toEqual(saved);
  });
});

type Saved = { api_keys: { id: string; name: string }[]; audit: { action: string; resource_id: string | null }[]; seeds: { ids_drawn: number } };

// An unseeded start's demo key is the process's own, like its demo OAuth client: printed at the
// start, lasting as long as the process, never saved. Else each restart on one state file added
// a key and an api_key.created entry to it.
describe("an unseeded start's demo API key", () => {
  it("is left out of the export with its api_key.created entry, and still works", async () => {
    const e = engine();
    const saved = (await e.exportState()) as unknown as Saved;
    expect(saved.api_keys).toEqual([]);
    expect(saved.audit.filter((entry) => entry.action === "api_key.created")).toEqual([]);
    expect((await call(e, "GET", "/v1/leads?limit=1")).status).toBe(200);
  });

  it("adds nothing when a state is loaded and saved again, however many times", async () => {
    const first = engine();
    const saved = JSON.stringify(await first.exportState());
    let text = saved;
    for (let i = 0; i < 3; i++) {
      const next = engine();
      await next.importState(JSON.parse(text));
      expect((await call(next, "GET", "/v1/leads?limit=1")).status).toBe(200);
      text = JSON.stringify(await next.exportState());
      expect(text).toBe(saved);
    }
  });

  it("is left out after a reset and after PUT of the process's own export", async () => {
    const e = engine();
    await e.reset();
    expect(((await e.exportState()) as unknown as Saved).api_keys).toEqual([]);
    await e.importState(await e.exportState());
    expect(((await e.exportState()) as unknown as Saved).api_keys).toEqual([]);
    expect((await call(e, "GET", "/v1/leads?limit=1")).status).toBe(200);
  });

  it("while keys made through the sandbox, --api-key keys and a seeded demo key are saved as before", async () => {
    const ci = "lps_ci_fixed_key_for_tests";
    const e = engine({ apiKeys: [ci] });
    const made = await call(e, "POST", "/__sandbox/api-keys", { name: "kept", scopes: ["leads.read"] });
    expect(made.status).toBe(200);
    const saved = (await e.exportState()) as unknown as Saved;
    expect(saved.api_keys.map((key) => key.name)).toEqual(["CI key (--api-key)", "kept"]);
    expect(saved.audit.filter((entry) => entry.action === "api_key.created").map((entry) => entry.resource_id)).toEqual(saved.api_keys.map((key) => key.id));

    const seeded = (await engine({ seed: 3 }).exportState()) as unknown as Saved;
    expect(seeded.api_keys.map((key) => key.name)).toEqual(["Demo key"]);
  });
});
