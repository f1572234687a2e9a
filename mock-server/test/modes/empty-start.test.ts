import { describe, expect, it } from "vitest";
import { createHandlers } from "../../src/adapters/msw/browser";
import { createHandlers as createNodeHandlers } from "../../src/adapters/msw/index";
import { createEngine } from "../../src/adapters/node/create-engine";
import { startTestServer } from "../../src/adapters/testing";
import type { Engine } from "../../src/engine/engine-types";

// Issue 35: an empty start (demoData: false, `--no-demo-data`, a reset with demo_data: false)
// has no demo records, but keeps the demo organisation's key and OAuth client, in every mode.
// The browser build leaves the OAuth server out, so it has no demo client to keep.
const engines: [string, () => Engine, boolean][] = [
  ["createEngine", () => createEngine({ seed: 3, demoData: false }), true],
  ["MSW in Node", () => createNodeHandlers({ seed: 3, demoData: false }).engine, true],
  ["MSW in the browser", () => createHandlers({ seed: 3, demoData: false }).engine, false],
];

async function records(engine: Engine, path: string): Promise<unknown[]> {
  const request = new Request(`https://api.lps.example/v1/${path}`, { headers: { authorization: `Bearer ${engine.demo.apiKey}` } });
  const answer = await engine.fetch(request, { clientIp: "127.0.0.1" });
  expect(answer.status, path).toBe(200);
  return ((await answer.json()) as { data: unknown[] }).data;
}

describe.each(engines)("an empty start with %s", (_, create, hasOAuth) => {
  it("has no properties or leads, and a working demo key and OAuth client, also after a reset", async () => {
    const engine = create();
    try {
      await engine.ready();
      expect(await records(engine, "properties")).toEqual([]);
      expect(await records(engine, "leads")).toEqual([]);
      expect(engine.demo.oauthClient !== undefined).toBe(hasOAuth);
      await engine.reset();
      expect(await records(engine, "properties")).toEqual([]);
      await engine.reset({ demoData: true });
      expect((await records(engine, "properties")).length).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  });
});

describe("the testing helpers' reset", () => {
  it("takes { demoData: false } for one empty reset; a plain reset brings the demo data back", async () => {
    const lps = await startTestServer({ seed: 3 });
    try {
      const list = async () => ((await (await fetch(`${lps.baseUrl}/properties`, { headers: { authorization: `Bearer ${lps.apiKey}` } })).json()) as { data: unknown[] }).data;
      expect((await list()).length).toBeGreaterThan(0);
      await lps.reset({ demoData: false });
      expect(await list()).toEqual([]);
      await lps.reset();
      expect((await list()).length).toBeGreaterThan(0);
    } finally {
      await lps.close();
    }
  });
});
