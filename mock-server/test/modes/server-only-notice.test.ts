import { afterAll, describe, expect, it } from "vitest";
import { createEngineContext } from "../../src/engine/engine-context";
import { oauthModule } from "../../src/engine/oauth-module";
import { createHandlers } from "../../src/msw/browser";

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
});
