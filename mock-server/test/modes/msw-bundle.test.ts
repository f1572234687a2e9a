import { build, type Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandlers } from "../../src/msw/create-handlers";

// `@lps/mock-server/msw` ends up in frontend bundles: what it reaches is what every dev page
// loads. bench:sizes reports the weight; this holds the line on what may never be in it.
const entry = new URL("../../src/msw/index.ts", import.meta.url).pathname;
let inputs: string[];
let bundle: string;

beforeAll(async () => {
  // As bench:sizes bundles it, from the sources, with the app's own MSW left out.
  const browser = { bundle: true, minify: true, format: "esm", platform: "browser", target: "es2022" } as const;
  const result = await build({ ...browser, entryPoints: [entry], write: false, metafile: true, logLevel: "silent", external: ["msw"] });
  // Files esbuild read but shook out entirely weigh nothing; only what reaches the output counts.
  const output = Object.values((result.metafile as Metafile).outputs)[0]!;
  inputs = Object.entries(output.inputs).flatMap(([path, { bytesInOutput }]) => (bytesInOutput > 0 ? [path] : []));
  bundle = result.outputFiles[0]!.text;
}, 60_000);

describe("the MSW entry, bundled for the browser", () => {
  it("reaches none of the Node server's parts: pages, adapter, CLI, TLS", () => {
    const nodeOnly = inputs.filter((path) => /(^|\/)src\/(dashboard|node|cli|tls)\/|engine\/(dashboard|docs)-routes/.test(path));
    expect(nodeOnly).toEqual([]);
    expect(inputs.some((path) => path.endsWith("src/engine/engine-core.ts"))).toBe(true);
  });

  it("carries the contract without its text or its prose, which the engine never reads", () => {
    expect(inputs.filter((path) => path.includes("generated/openapi-text"))).toEqual([]);
    // A line of openapi.yaml as written, an operation's description, the document's info.
    for (const text of ["openapi: 3.1.0", "submits it for AI qualification, which completes", "REST + JSON API of the Lead and Property Service"]) {
      expect(bundle.includes(text), text).toBe(false);
    }
    // What the engine does read stays: a field named description, and the scopes' texts.
    expect(bundle).toContain("Read leads, scores, messages and webhook endpoints.");
  });

  it("carries zod's tree-shakable build only, without its locales", () => {
    const zod = inputs.filter((path) => path.includes("/zod/"));
    expect(zod.length).toBeGreaterThan(0);
    expect(zod.filter((path) => /\/zod\/v4\/(classic|locales)\//.test(path))).toEqual([]);
  });
});

describe("an engine the handlers create", () => {
  const { engine } = createHandlers({ seed: 3 });
  afterAll(() => engine.close());
  const get = (path: string) => engine.fetch(new Request(`https://api.lps.example${path}`), { clientIp: "127.0.0.1" });

  it("serves no dashboard and no API reference page", async () => {
    for (const path of ["/dashboard", "/docs"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(engine.demo.apiKey);
    }
  });

  it("serves health as over HTTP, but not the contract's text, which only the Node server has", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/openapi.yaml")).status).toBe(404);
  });
});
