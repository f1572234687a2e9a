import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandlers as createBrowserHandlers, ENGINE_PATH_PREFIXES as BROWSER_PREFIXES } from "../../src/adapters/msw/browser";
import { createHandlers as createNodeHandlers, ENGINE_PATH_PREFIXES } from "../../src/adapters/msw/index";

// Without `origin`, the handlers answer their paths on every origin, so a path the build does not
// serve must pass through: an app signs in with its own OpenID provider (Google, Auth0, Keycloak)
// beside the LPS mock, and reads that provider's /.well-known/openid-configuration and /oauth/token.
// The app's own handler stands in for the network here: it answers what the LPS handlers let pass.
const passedThrough = http.all("*", () => new Response("the app's own answer"));
const browser = createBrowserHandlers({ seed: 3 });
const node = createNodeHandlers({ seed: 3 });
const browserServer = setupServer(...browser.handlers, passedThrough);

beforeAll(() => browserServer.listen({ onUnhandledRequest: "error" }));
afterAll(async () => {
  browserServer.close();
  await browser.engine.close();
  await node.engine.close();
});

const foreign = [
  "https://accounts.google.com/.well-known/openid-configuration",
  "https://tenant.auth0.example/oauth/token",
  "http://localhost:5173/openapi.yaml",
];

describe("the browser build without an origin", () => {
  it("lets paths it does not serve pass through, whichever origin they are on", async () => {
    for (const url of foreign) {
      const response = await fetch(url, { method: url.includes("token") ? "POST" : "GET" });
      expect(await response.text(), url).toBe("the app's own answer");
    }
  });

  it("still answers the API, the sandbox and health on any origin", async () => {
    await browser.engine.ready();
    const key = { authorization: `Bearer ${browser.engine.demo.apiKey}` };
    expect((await fetch("http://localhost:5173/v1/properties?limit=1", { headers: key })).status).toBe(200);
    expect((await fetch("https://api.lps.example/api/v1/leads?limit=1", { headers: key })).status).toBe(200);
    expect((await fetch("https://api.lps.example/__sandbox/clock")).status).toBe(200);
    expect((await fetch("https://api.lps.example/healthz")).status).toBe(200);
  });

  it("names only the paths it serves in ENGINE_PATH_PREFIXES", () => {
    expect(BROWSER_PREFIXES).toEqual(["/v1", "/api/v1", "/__sandbox", "/healthz"]);
    expect(ENGINE_PATH_PREFIXES).toEqual(expect.arrayContaining(["/oauth", "/.well-known", "/openapi.yaml"]));
  });
});

describe("the browser build with an origin", () => {
  it("answers the OAuth server's paths there with the notice that says where they are served", async () => {
    browserServer.use(...createBrowserHandlers({ engine: browser.engine, origin: "https://api.lps.example" }).handlers);
    try {
      const response = await fetch("https://api.lps.example/.well-known/openid-configuration");
      expect(response.status).toBe(404);
      expect(((await response.json()) as { detail: string }).detail).toContain("npx lps-mock");
      expect(await (await fetch(foreign[0]!)).text()).toBe("the app's own answer");
    } finally {
      browserServer.resetHandlers();
    }
  });
});
