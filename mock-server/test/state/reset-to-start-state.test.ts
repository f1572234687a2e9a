import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setupServer } from "msw/node";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createHandlers } from "../../src/adapters/msw";
import { killAll, startServer } from "../cli/support/cli-process";
import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine } from "../../src/engine/engine-types";
import type { StateSnapshot } from "../../src/engine/state/snapshot-format";
import { startMockServer, type MockServer } from "../../src/adapters/node/start-mock-server";

const open: Array<Engine | MockServer> = [];
afterEach(async () => {
  killAll();
  for (const done of open.splice(0)) await ("stop" in done ? done.stop() : done.close());
});
const dir = mkdtempSync(join(tmpdir(), "lps-reset-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LEAD = { name: "Fixture Lead", email: "fixture@example.com", preferences: { property_type: "land", price_range: { min: 1, max: 2 } } };

async function call(fetcher: (r: Request) => Promise<Response>, base: string, key: string, method: string, path: string, body?: unknown) {
  const response = await fetcher(
    new Request(`${base}${path}`, { method, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
  return { status: response.status, json: (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined };
}

/**
 * A fixture: seed 5's start plus one lead and one key of its own, as a repository would keep it.
 * Frozen, so the key an engine adds on loading it is dated the same at every start.
 */
async function fixture(): Promise<{ state: StateSnapshot; key: string }> {
  const source = createEngine({ seed: 5, clock: "2026-03-01T12:00:00Z" });
  open.push(source);
  const fetcher = (r: Request) => source.fetch(r, { clientIp: "127.0.0.1" });
  const key = await call(fetcher, "http://127.0.0.1", source.demo.apiKey, "POST", "/__sandbox/api-keys", { name: "fixture", scopes: ["leads.read", "leads.write"] });
  await call(fetcher, "http://127.0.0.1", source.demo.apiKey, "POST", "/v1/leads", LEAD);
  return { state: await source.exportState(), key: key.json!.key as string };
}

const names = (json: Record<string, unknown> | undefined) => (json!.data as Array<{ name: string }>).map((lead) => lead.name);

describe("a reset goes back to the state the server started from", () => {
  it("startMockServer({ state }): the fixture's key and lead survive a reset; what came after does not", async () => {
    const { state, key } = await fixture();
    const server = await startMockServer({ port: 0, state });
    open.push(server);
    const api = (method: string, path: string, body?: unknown) => call(fetch, server.url, key, method, path, body);
    await api("POST", "/v1/leads", { ...LEAD, name: "Made In The Test", email: "test@example.com" });
    expect(names((await api("GET", "/v1/leads?limit=100")).json)).toContain("Made In The Test");
    await server.reset();
    const after = await api("GET", "/v1/leads?limit=100");
    expect(after.status).toBe(200);
    expect(names(after.json)).toContain("Fixture Lead");
    expect(names(after.json)).not.toContain("Made In The Test");
  });

  it("createEngine({ state }): a state loaded later does not move where a reset goes", async () => {
    const { state, key } = await fixture();
    const engine = createEngine({ seed: 9, state });
    open.push(engine);
    const fetcher = (r: Request) => engine.fetch(r, { clientIp: "127.0.0.1" });
    const start = await engine.exportState();
    await engine.importState((await fixture()).state);
    await engine.reset();
    const end = await engine.exportState();
    expect(end).toEqual(start);
    expect((await call(fetcher, "http://127.0.0.1", key, "GET", "/v1/leads?limit=100")).status).toBe(200);
  });

  it("createHandlers({ state }): a reset through the MSW handlers keeps the fixture's key", async () => {
    const { state, key } = await fixture();
    const { handlers, engine } = createHandlers({ state, origin: "http://lps.test" });
    open.push(engine);
    const msw = setupServer(...handlers);
    msw.listen({ onUnhandledRequest: "error" });
    try {
      expect((await fetch("http://lps.test/__sandbox/reset", { method: "POST" })).status).toBe(200);
      const after = await call(fetch, "http://lps.test", key, "GET", "/v1/leads?limit=100");
      expect(after.status).toBe(200);
      expect(names(after.json)).toContain("Fixture Lead");
    } finally {
      msw.close();
    }
  });

  it("lps-mock --state FILE: after a reset, the save on exit writes the start state, not the demo data", { timeout: 60_000 }, async () => {
    const file = join(dir, "fixture.json");
    const { state } = await fixture();
    writeFileSync(file, `${JSON.stringify(state)}\n`);
    const server = await startServer(["--state", file]);
    await call(fetch, server.url, server.api_key, "POST", "/v1/leads", { ...LEAD, name: "Made In The Run", email: "run@example.com" });
    expect((await fetch(`${server.url}/__sandbox/reset`, { method: "POST" })).status).toBe(200);
    server.run.child.kill("SIGTERM");
    expect((await server.run.exited).code).toBe(0);
    const saved = JSON.parse(readFileSync(file, "utf8")) as StateSnapshot;
    const leadNames = (snapshot: StateSnapshot) => snapshot.workspaces.flatMap((workspace) => workspace.leads.map((lead) => lead.name));
    expect(leadNames(saved)).toEqual(leadNames(state));
    expect(saved.api_keys).toEqual(state.api_keys);
  });

  it("refuses a start state it cannot load, naming the field, before serving anything", async () => {
    const engine = createEngine({ state: {} as unknown as StateSnapshot });
    open.push(engine);
    await expect(engine.ready()).rejects.toThrow(/Not a state snapshot this server can load: \/format: is required/);
  });
});
