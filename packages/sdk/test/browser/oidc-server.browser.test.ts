import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { type MockServer, startMockServer } from "@lps/mock-server";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";

// The OIDC code flow of `@lps/sdk/oauth`, bundled from the built package and run in Debian's
// chromium against the reference server itself. The page is served from another origin, as a
// browser app's would be: discovery, JWKS, the token endpoint and userinfo must all allow CORS.
const sdk = fileURLToPath(new URL("../../", import.meta.url));
const repo = fileURLToPath(new URL("../../../../", import.meta.url));
let lps: MockServer;
let site: Server;
let browser: Browser;
let page: Page;
let origin: string;

beforeAll(async () => {
  if (!existsSync(`${sdk}dist/oauth/index.js`)) throw new Error("Build the SDK first: npm run build -w @lps/sdk");
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL("./page/oidc-server.ts", import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    nodePaths: [`${repo}node_modules`],
    logLevel: "error",
  });
  const app = bundle.outputFiles[0]!.contents;
  lps = await startMockServer({ seed: 42 });
  site = createServer((req, res) => {
    if (req.url === "/app.js") return res.writeHead(200, { "content-type": "text/javascript" }).end(app);
    res.writeHead(200, { "content-type": "text/html" }).end('<!doctype html><meta charset="utf-8"><script type="module" src="/app.js"></script>');
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  page = await browser.newPage();
  await page.goto(origin);
  await page.waitForFunction(() => "finish" in window);
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
