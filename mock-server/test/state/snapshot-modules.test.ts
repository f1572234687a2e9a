import { afterEach, describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";
import { createHandlers as browserHandlers } from "../../src/adapters/msw/browser";
import type { Engine, EngineModule } from "../../src/engine/engine-types";
import { SnapshotError } from "../../src/engine/state/import-state";

const engines: Engine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});
const keep = (engine: Engine) => (engines.push(engine), engine);

// A module of the app's own, with a part in snapshots.
const notes: EngineModule = {
  name: "notes",
  setup: () => {
    let saved: unknown = [];
    return { state: { export: async () => saved, check: () => [], import: async (state) => void (saved = state) } };
  },
};

async function refusal(engine: Engine, snapshot: unknown): Promise<SnapshotError> {
  const error: unknown = await engine.importState(snapshot).then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(SnapshotError);
  return error as SnapshotError;
}

describe("module parts of a state snapshot", () => {
  it("refuses a part no module of the package or the engine is named, naming the known ones", async () => {
    const engine = keep(createEngine({ seed: 4 }));
    const saved = await engine.exportState();
    const { oauth, ...rest } = saved.modules;
    const error = await refusal(engine, { ...structuredClone(saved), modules: { ...rest, oath: oauth } });
    expect(error.issues).toEqual([{ pointer: "/modules/oath", message: expect.stringMatching(/^is not a module part this server knows \(.*\boauth\b.*\)$/) }]);
    expect(await engine.exportState()).toEqual(saved);
  });

  it("answers PUT /__sandbox/state with 400 naming /modules/<name>", async () => {
    const engine = keep(createEngine({ seed: 4 }));
    const snapshot = { ...structuredClone(await engine.exportState()), modules: { oath: {} } };
    const response = await engine.fetch(
      new Request("http://127.0.0.1/__sandbox/state", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(snapshot) }),
      { clientIp: "127.0.0.1" },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { pointer: string; message: string }[] };
    expect(body.errors.map((issue) => issue.pointer)).toEqual(["/modules/oath"]);
  });

  it("leaves out the package's own part where it is not mounted, and refuses a misspelt one there too", async () => {
    const server = keep(createEngine({ seed: 4 }));
    const browser = keep(browserHandlers({ seed: 4 }).engine);
    const saved = await server.exportState();
    await browser.importState(structuredClone(saved));
    expect((await browser.exportState()).modules).toEqual({});
    const error = await refusal(browser, { ...structuredClone(saved), modules: { oath: {} } });
    expect(error.issues.map((issue) => issue.pointer)).toEqual(["/modules/oath"]);
  });

  it("knows the parts of the modules an engine mounts through options.modules", async () => {
    const source = keep(createEngine({ seed: 4, modules: [notes] }));
    const saved = await source.exportState();
    expect(saved.modules.notes).toEqual([]);
    const target = keep(createEngine({ seed: 4, modules: [notes] }));
    await target.importState(structuredClone(saved));
    expect(await target.exportState()).toEqual(saved);
    const error = await refusal(keep(createEngine({ seed: 4 })), structuredClone(saved));
    expect(error.issues.map((issue) => issue.pointer)).toEqual(["/modules/notes"]);
  });
});
