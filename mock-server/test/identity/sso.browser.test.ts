import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EngineContext, EngineModule } from "../../src/engine/engine-types";
import { startMockServer, type MockServer } from "../../src/adapters/node/start-mock-server";
import { launchChromium } from "../dashboard/support/browser";
import { startSecondServer } from "../support/second-server";

// Screenshots go to test-results/; LPS_DOCS_SCREENSHOTS=1 writes the ones docs/identity.md shows.
const IMAGE_DIR = fileURLToPath(
  new URL(process.env.LPS_DOCS_SCREENSHOTS ? "../../../docs/images/" : "../../../test-results/identity/", import.meta.url),
);

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(IMAGE_DIR, { recursive: true });
  await page.screenshot({ path: `${IMAGE_DIR}identity-${name}.png` });
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("SSO in Chromium", { timeout: 90_000 }, () => {
  let server: MockServer;
  let host: EngineContext | undefined;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const probe: EngineModule = { name: "probe", setup: (ctx) => ((host = ctx), {}) };
    server = await startMockServer({ port: 0, seed: 11, modules: [probe] });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const freshPage = async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 900, height: 640 } });
    page = await context.newPage();
  };
  // The browser's own cookies, sent by a request outside any page (the pages' CSP forbids fetch).
  const sessionAnswer = () => context.request.get(`${server.url}/session`);
  const currentSession = async () => (await sessionAnswer()).json();

  it("through the built-in identity provider: sign in, land on the dashboard, GET /session names the user", async () => {
    host?.organizations.create({ name: "Acme", sso: { idp: "builtin", email_domains: ["acme.test"], default_role: "developer" } });
    expect((await post(`${server.url}/__sandbox/idp/users`, { email: "ada@acme.test", name: "Ada Lovelace" })).status).toBe(201);
    expect((await post(`${server.url}/__sandbox/idp/users`, { email: "alan@acme.test", name: "Alan Turing" })).status).toBe(201);
    await freshPage();

    await page.goto(`${server.url}/sso/start?org=acme`);
    await page.getByRole("heading", { name: "Test identity provider" }).waitFor();
    await shoot(page, "idp-sign-in");
    await page.getByRole("link", { name: "Ada Lovelace" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await shoot(page, "dashboard-after-sso");
    expect(await currentSession()).toMatchObject({
      user: { email: "ada@acme.test", name: "Ada Lovelace", role: "developer" },
      organization: { name: "Acme", slug: "acme" },
    });
  });

  it("a return_to of /<TAB>/evil.example ends on this server's dashboard, not on evil.example", async () => {
    await freshPage();
    // Chromium drops the tab from a Location and would read "//evil.example/phish": another site.
    await page.goto(`${server.url}/sso/start?email=ada@acme.test&return_to=${encodeURIComponent("/\t/evil.example/phish")}`);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    expect(new URL(page.url()).origin).toBe(server.url);
  });

  it("through a second lps-mock process acting as the external identity provider", async () => {
    const idp = await startSecondServer();
    try {
      expect((await post(`${idp.url}/__sandbox/idp/users`, { email: "grace@globex.test", name: "Grace Hopper" })).status).toBe(201);
      host?.organizations.create({
        name: "Globex",
        sso: { issuer: `${idp.url}/idp`, client_id: "lps-main", client_secret: "not-checked", email_domains: ["globex.test"], default_role: "admin" },
      });
      await freshPage();
      // The address names the organisation and travels on as login_hint: no page at the provider.
      await page.goto(`${server.url}/sso/start?email=grace@globex.test`);
      await page.waitForURL((url) => url.pathname === "/dashboard");
      expect(await currentSession()).toMatchObject({
        user: { email: "grace@globex.test", name: "Grace Hopper", role: "admin" },
        organization: { name: "Globex" },
      });
    } finally {
      await idp.stop();
    }
  });

  it("a bad state ends on an error page and no session; the picker and consent name the user", async () => {
    await freshPage();
    await page.goto(`${server.url}/sso/callback?state=forged&code=x`);
    await page.getByRole("alert").waitFor();
    await shoot(page, "sso-error");
    expect((await sessionAnswer()).status()).toBe(401);

    await page.goto(`${server.url}/signin?org=demo-realty`);
    await shoot(page, "user-picker");
    await page.getByRole("button", { name: "Demo Owner" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");

    const client = (await (
      await post(`${server.url}/__sandbox/oauth-clients`, { name: "CRM Sync", redirect_uris: ["http://127.0.0.1:8080/callback"] })
    ).json()) as { client_id: string };
    const authorize = new URL("/oauth/authorize", server.url);
    authorize.search = new URLSearchParams({
      client_id: client.client_id,
      response_type: "code",
      redirect_uri: "http://127.0.0.1:8080/callback",
      scope: "openid profile leads.read",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    }).toString();
    await page.goto(authorize.href);
    await page.getByRole("heading", { name: "Authorize CRM Sync" }).waitFor();
    expect(await page.locator("#consent-user").textContent()).toBe("Demo Owner");
    expect(await page.locator("#consent-organization").textContent()).toBe("Demo Realty");
    await shoot(page, "consent");
  });
});
