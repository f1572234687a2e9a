import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { createEngineContext } from "../../src/engine/engine-context";
import { oauthModule } from "../../src/engine/oauth-module";
import type { EngineModule } from "../../src/engine/engine-types";
import type { AppEnv } from "../../src/api/app-env";
import { createHandlers } from "../../src/adapters/msw/browser";

// Every route the OAuth module mounts in Node is answered in the browser build by the notice
// that says where it is served, never by a bare "no route": a route added to the module later
// and not to the notice's list fails here.
const routes = oauthModule.setup(createEngineContext({ seed: 1 })).routes!.routes;
const { engine } = createHandlers({ seed: 1 });
afterAll(() => engine.close());

describe("the browser build's notice", () => {
  it("covers every route of the OAuth server and sign-in", async () => {
    const paths = [...new Set(routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`))];
    expect(paths.length).toBeGreaterThan(15);
    const missed: string[] = [];
    for (const entry of paths) {
      const [method, path] = entry.split(" ") as [string, string];
      const url = `https://api.lps.example${path.replace(/:[A-Za-z_]+/g, "org_demo").replace(/\*/g, "x")}`;
      const response = await engine.fetch(new Request(url, { method }), { clientIp: "127.0.0.1" });
      const detail = response.status === 404 ? ((await response.json()) as { detail?: string }).detail : undefined;
      if (!detail?.includes("npx lps-mock")) missed.push(`${entry} → ${response.status}`);
    }
    expect(missed).toEqual([]);
  });

  it("leaves an app's own module its routes under the notice's paths, as in Node", async () => {
    const own: EngineModule = { name: "own-discovery", setup: () => ({ routes: new Hono<AppEnv>().get("/.well-known/app-config", (c) => c.json({ mine: true })) }) };
    const { engine: withOwn } = createHandlers({ seed: 1, modules: [own] });
    try {
      const response = await withOwn.fetch(new Request("https://api.lps.example/.well-known/app-config"), { clientIp: "127.0.0.1" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ mine: true });
      expect((await withOwn.fetch(new Request("https://api.lps.example/.well-known/jwks.json"), { clientIp: "127.0.0.1" })).status).toBe(404);
    } finally {
      await withOwn.close();
    }
  });
});
