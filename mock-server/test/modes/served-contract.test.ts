import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createHandlers } from "../../src/adapters/msw/browser";
import { createHandlers as createNodeHandlers } from "../../src/adapters/msw/index";
import { startMockServer } from "../../src/adapters/node/start-mock-server";
import { createEngine } from "../../src/adapters/node/create-engine";

// GET /openapi.yaml is the user's own file, not a rendering of it: same bytes, same comments and
// layout, so the journal's line numbers and any diff against the file agree.
const file = readFileSync(new URL("../../../openapi.yaml", import.meta.url));
const YAML = "application/yaml; charset=utf-8";

describe("GET /openapi.yaml from the Node server", () => {
  it("answers openapi.yaml byte for byte in process (createEngine)", async () => {
    const engine = createEngine({ seed: 5, demoData: false });
    try {
      const response = await engine.fetch(new Request("http://lps.test/openapi.yaml"), { clientIp: "127.0.0.1" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(YAML);
      expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);
    } finally {
      await engine.close();
    }
  });

  it("answers openapi.yaml byte for byte over HTTP (startMockServer)", async () => {
    const server = await startMockServer({ seed: 5, demoData: false, port: 0 });
    try {
      const response = await fetch(`${server.url}/openapi.yaml`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(YAML);
      expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

describe("GET /openapi.yaml from the MSW handlers in Node", () => {
  it("answers openapi.yaml byte for byte, as the Node server does", async () => {
    const { engine } = createNodeHandlers({ seed: 5, demoData: false });
    try {
      const response = await engine.fetch(new Request("https://api.lps.example/openapi.yaml"), { clientIp: "127.0.0.1" });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);
    } finally {
      await engine.close();
    }
  });
});

describe("GET /openapi.yaml from the browser build of the MSW handlers", () => {
  const { engine } = createHandlers({ seed: 5, demoData: false });
  afterAll(() => engine.close());

  it("answers a 404 problem that says where the document is served", async () => {
    const response = await engine.fetch(new Request("https://api.lps.example/openapi.yaml"), { clientIp: "127.0.0.1" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/problem\+json/);
    const problem = (await response.json()) as { code: string; detail: string };
    expect(problem.code).toBe("not_found");
    expect(problem.detail).toContain("npx lps-mock");
    // The handlers in Node serve it: the detail must not send a Node test author away from them.
    expect(problem.detail).toContain("browser build");
    expect(problem.detail).toContain("msw/node");
  });
});
