import { build, type Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createHandlers } from "../../src/adapters/msw/browser";
import { createHandlers as createNodeHandlers } from "../../src/adapters/msw/index";
import { createEngine } from "../../src/adapters/node/create-engine";

// `@lps/mock-server/msw` ends up in frontend bundles: what it reaches is what every dev page
// loads. bench:sizes reports the weight; this holds the line on what may never be in it.
const entry = new URL("../../src/adapters/msw/browser.ts", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
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
    const nodeOnly = inputs.filter((path) => /(^|\/)src\/(dashboard|adapters\/node|adapters\/tls|cli)\//.test(path));
    expect(nodeOnly).toEqual([]);
    expect(inputs.some((path) => path.endsWith("src/engine/engine-core.ts"))).toBe(true);
  });

  it("is what a browser bundler resolves for @lps/mock-server/msw", () => {
    const conditions = Object.keys(pkg.exports["./msw"]);
    // Bundlers take the first condition that matches: `browser` must come before `import`.
    expect(conditions[0]).toBe("browser");
    expect(pkg.exports["./msw"].browser.import.default).toBe("./dist/msw/browser.js");
  });

  it("reaches neither the OAuth server nor sign-in, nor jose", () => {
    expect(inputs.filter((path) => /(^|\/)src\/(oauth|identity)\/|engine\/oauth-(module|state)|\/jose\//.test(path))).toEqual([]);
  });

  it("carries the contract without its text or its prose, which the engine never reads", () => {
    expect(inputs.filter((path) => /generated\/openapi-(text|lines)/.test(path))).toEqual([]);
    // A line of openapi.yaml as written, an operation's description, the document's info.
    for (const text of ["openapi: 3.1.0", "submits it for AI qualification, which completes", "REST + JSON API of the Lead and Property Service"]) {
      expect(bundle.includes(text), text).toBe(false);
    }
    // What the engine does read stays: a field named description, and the scopes' texts.
    expect(bundle).toContain("Read leads, scores, messages and webhook endpoints.");
  });

  it("carries valibot as its only validation library", () => {
    expect(inputs.some((path) => path.includes("/valibot/"))).toBe(true);
  });

  it("carries no zod at all", () => {
    expect(inputs.filter((path) => path.includes("/zod/"))).toEqual([]);
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

  it("answers the OAuth server's and sign-in's paths with a 404 that says where they are served", async () => {
    for (const [method, path] of [["POST", "/oauth/token"], ["GET", "/.well-known/openid-configuration"], ["GET", "/signin"], ["GET", "/__sandbox/oauth-clients"]] as const) {
      const response = await engine.fetch(new Request(`https://api.lps.example${path}`, { method }), { clientIp: "127.0.0.1" });
      expect(response.status, path).toBe(404);
      const problem = (await response.json()) as { code: string; detail: string };
      expect(problem.code, path).toBe("route_not_found");
      expect(problem.detail, path).toContain("npx lps-mock");
    }
  });

  it("serves health as over HTTP, but not the contract's text, which only the Node server has", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/openapi.yaml")).status).toBe(404);
  });
});

describe("the handlers Node resolves", () => {
  it("serve the OAuth server, sign-in and the contract's text", async () => {
    const { engine } = createNodeHandlers({ seed: 3 });
    try {
      const response = await engine.fetch(new Request("https://api.lps.example/.well-known/openid-configuration"), { clientIp: "127.0.0.1" });
      expect(response.status).toBe(200);
      expect(engine.demo.oauthClient).toBeDefined();
      expect((await engine.fetch(new Request("https://api.lps.example/openapi.yaml"), { clientIp: "127.0.0.1" })).status).toBe(200);
    } finally {
      await engine.close();
    }
  });
});

describe("state snapshots between the browser build and the Node server", () => {
  it("move both ways: the part a host does not mount is left out, or starts afresh", async () => {
    const browser = createHandlers({ seed: 5 }).engine;
    const server = createEngine({ seed: 5 });
    try {
      const call = (engine: typeof server, method: string, path: string, body: unknown) =>
        engine.fetch(new Request(`http://127.0.0.1${path}`, { method, headers: { authorization: `Bearer ${engine.demo.apiKey}`, "content-type": "application/json" }, body: JSON.stringify(body) }), { clientIp: "127.0.0.1" });
      const client = await call(server, "POST", "/__sandbox/oauth-clients", { name: "Saved app", redirect_uris: ["http://127.0.0.1:9999/cb"] });
      expect(client.status).toBe(200);
      await browser.importState(await server.exportState());

      const lead = await call(browser, "POST", "/v1/leads", { name: "Ada Lovelace", email: "ada@example.com", preferences: { property_type: "residential", price_range: { min: 300000, max: 900000 }, city: "Austin" } });
      expect(lead.status).toBe(200);
      const saved = await browser.exportState();
      expect(Object.keys(saved.modules)).toEqual([]);
      await server.importState(saved);
      const leadId = ((await lead.json()) as { id: string }).id;
      const read = await server.fetch(new Request(`http://127.0.0.1/v1/leads/${leadId}`, { headers: { authorization: `Bearer ${server.demo.apiKey}` } }), { clientIp: "127.0.0.1" });
      expect(read.status).toBe(200);
      // OAuth starts afresh: the demo client, and no client registered before the import.
      const clients = (await (await server.fetch(new Request("http://127.0.0.1/__sandbox/oauth-clients"), { clientIp: "127.0.0.1" })).json()) as { data: { client_id: string }[] };
      expect(clients.data.map((c) => c.client_id)).toEqual([server.demo.oauthClient!.client_id]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
