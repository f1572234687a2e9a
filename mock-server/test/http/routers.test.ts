import { afterAll, describe, expect, it } from "vitest";
import { operations } from "../../src/contract/operations";
import { createEngineCore } from "../../src/engine/engine-core";
import type { Engine, EngineSurfaces } from "../../src/engine/engine-types";
import { type AppRouter, fastRouter, smallRouter } from "../../src/api/routers";
import { sandboxSurface } from "../../src/sandbox/sandbox-router";

// The Node hosts match requests with Hono's RegExpRouter, the browser build of the MSW handlers
// with its PatternRouter. Hono documents its routers as interchangeable; this holds them to it
// over every route the engine has and the near misses around them, state changes included.
const engineWith = (router: () => AppRouter): Engine => {
  const surfaces: EngineSurfaces = { sandbox: sandboxSurface, pages: [], modules: [], router };
  return createEngineCore({ seed: 7, clock: "2026-03-02T10:00:00Z" }, surfaces);
};
const fast = engineWith(fastRouter);
const small = engineWith(smallRouter);
afterAll(async () => {
  await fast.close();
  await small.close();
});

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

async function answer(engine: Engine, method: string, path: string, credentials: boolean): Promise<string> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (credentials) headers.authorization = `Bearer ${engine.demo.apiKey}`;
  const body = method === "GET" || method === "HEAD" ? undefined : "{}";
  const response = await engine.fetch(new Request(`http://localhost${path}`, { method, headers, body }), { clientIp: "127.0.0.1" });
  // Secrets come from the platform's random source, not the seed; durations from the real clock.
  const text = (await response.text()).replace(/(lps_sk_|whsec_)[A-Za-z0-9_]+/g, "$1…").replace(/"duration_ms":[\d.]+/g, '"duration_ms":0');
  return `${response.status} ${response.headers.get("allow") ?? ""} ${text}`;
}

async function sandboxPaths(engine: Engine): Promise<string[]> {
  const index = (await (await engine.fetch(new Request("http://localhost/__sandbox"), { clientIp: "127.0.0.1" })).json()) as { routes: { path: string }[] };
  return [...new Set(index.routes.map((route) => route.path))];
}

describe("the fast and the small router", () => {
  it("give every route and near miss the same answer", async () => {
    await Promise.all([fast.ready(), small.ready()]);
    const sandbox = await sandboxPaths(fast);
    expect(sandbox.length).toBeGreaterThan(10);
    expect(await sandboxPaths(small)).toEqual(sandbox);
    const api = operations.map((operation) => operation.path.replace(/\{[^}]+\}/g, "x_1"));
    const paths = [
      ...api.flatMap((path) => [`/v1${path}`, `/api/v1${path}`, `/v1${path}/`, `/v2${path}`, `/V1${path}`, `/v1${path}/extra`]),
      ...sandbox.map((path) => path.replace(/:[a-z_]+/g, "x_1")),
      "/", "/v1", "/v1/", "/api", "/healthz", "/healthz/", "/openapi.yaml", "/__sandbox/", "/__sandbox/nothing", "//v1/leads", "/v1//leads",
    ];
    let compared = 0;
    for (const path of paths) {
      for (const method of METHODS) {
        for (const credentials of [true, false]) {
          const want = await answer(fast, method, path, credentials);
          expect(await answer(small, method, path, credentials), `${method} ${path}`).toBe(want);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 30_000); // thousands of requests: 2.6 s alone, more on a loaded 2-core machine
});
