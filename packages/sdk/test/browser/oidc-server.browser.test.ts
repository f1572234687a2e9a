import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type MockServer, startMockServer } from "@lps/mock-server";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bundlePage, openPage, PAGE_HTML } from "./chromium-page";

// The OIDC code flow of `@lps/sdk/oauth`, bundled from the built package and run in Debian's
// chromium against the reference server itself. The page is served from another origin, as a
// browser app's would be: discovery, JWKS, the token endpoint and userinfo must all allow CORS.
let lps: MockServer;
let site: Server;
let browser: Browser;
let page: Page;
let origin: string;

beforeAll(async () => {
  const app = await bundlePage("oidc-server");
  lps = await startMockServer({ seed: 42 });
  site = createServer((req, res) => {
    if (req.url === "/app.js") return res.writeHead(200, { "content-type": "text/javascript" }).end(app);
    res.writeHead(200, { "content-type": "text/html" }).end(PAGE_HTML);
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  ({ browser, page } = await openPage(origin, "finish"));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  await lps?.stop();
});

/** A public, auto-approving client of the demo organisation whose redirect URI is the page's. */
async function registerClient(): Promise<string> {
  const response = await fetch(`${lps.url}/__sandbox/oauth-clients`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "browser OIDC app", redirect_uris: [`${origin}/callback`], confidential: false, auto_approve: true }),
  });
  return ((await response.json()) as { client_id: string }).client_id;
}

/** The page builds the authorization URL; the authorization endpoint is followed up to its redirect back. */
async function authorize(clientId: string): Promise<string> {
  const url = await page.evaluate(([authUrl, id]) => (window as any).start(authUrl, id), [lps.authUrl, clientId] as const);
  const redirect = await fetch(url, { redirect: "manual" });
  expect(redirect.status).toBe(302);
  return redirect.headers.get("location")!;
}

test("in headless chromium, on another origin, the code flow with openid against the reference server", async () => {
  const clientId = await registerClient();
  const callback = await authorize(clientId);
  const result = await page.evaluate((cb) => (window as any).finish(cb), callback);
  expect(result.claims).toMatchObject({ iss: lps.authUrl.replace(/\/+$/, ""), sub: "usr_demo", aud: clientId, nonce: result.nonce, email: "owner@demo-realty.test" });
  expect(result.user).toMatchObject({ sub: "usr_demo", email: "owner@demo-realty.test", name: "Demo Owner" });
  expect(result.refreshed).toBe(true);
  expect(result.leadsStatus).toBe(200);
  // Exposed to the page by CORS, like the other headers a browser app reads.
  expect(result.rateLimit).toMatch(/^"daily";r=\d+;t=\d+$/);
});

test("in headless chromium, an ID token for another nonce is refused", async () => {
  const callback = await authorize(await registerClient());
  expect(await page.evaluate((cb) => (window as any).wrongNonce(cb), callback)).toBe("invalid_id_token:nonce");
});
