import { afterAll, describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine } from "../../src/engine/engine-types";

const engines: Engine[] = [];
afterAll(() => Promise.all(engines.map((engine) => engine.close())));

/** A fresh engine's demo OAuth client and one client registered through the sandbox. */
async function clientsOf(seed: number | undefined) {
  const engine = createEngine({ demoData: false, ...(seed === undefined ? {} : { seed }) });
  engines.push(engine);
  await engine.ready();
  const registered = await engine.fetch(
    new Request("http://lps.test/__sandbox/oauth-clients", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "CRM", redirect_uris: ["https://app.example.com/callback"] }),
    }),
    { clientIp: "127.0.0.1" },
  );
  expect(registered.status).toBe(200);
  return { demo: engine.demo.oauthClient!, registered: (await registered.json()) as { client_id: string; client_secret: string } };
}

describe("OAuth clients under a seed", () => {
  it("never repeat their secrets: a seed is no credential", async () => {
    const [first, second] = [await clientsOf(42), await clientsOf(42)];
    expect(first.demo.client_secret).toMatch(/^lps_cs_/);
    expect(second.demo.client_secret).not.toBe(first.demo.client_secret);
    expect(second.registered.client_secret).not.toBe(first.registered.client_secret);
  });

  it("repeat their client ids for the same seed", async () => {
    const [first, second] = [await clientsOf(42), await clientsOf(42)];
    expect(first.demo.client_id).toMatch(/^cli_/);
    expect(second.demo.client_id).toBe(first.demo.client_id);
    expect(second.registered.client_id).toBe(first.registered.client_id);
    expect(first.registered.client_id).not.toBe(first.demo.client_id);
  });

  it("get other client ids for another seed, or without one", async () => {
    const ids = await Promise.all([42, 43, undefined, undefined].map(async (seed) => (await clientsOf(seed)).demo.client_id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
