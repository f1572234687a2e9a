import { build } from "esbuild";
import { mkdtempSync, copyFileSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../mock-server/src/index";

// The SDK, the MSW handlers and the webhook verifier, bundled with esbuild into a page and run in
// Debian's chromium: the proof that none of them needs Node on a browser path.
const repo = new URL("../../", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "lps-browser-"));
const offsite: string[] = [];
let site: Server;
let origin: string;
let server: MockServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // From the built packages, resolved the way a frontend bundler resolves them.
  await build({
    entryPoints: [new URL("./page/app.ts", import.meta.url).pathname],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    outfile: join(dir, "app.js"),
    nodePaths: [join(repo, "node_modules")],
    logLevel: "error",
  });
  copyFileSync(join(repo, "node_modules/msw/lib/mockServiceWorker.js"), join(dir, "mockServiceWorker.js"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><meta charset="utf-8"><title>LPS in a browser</title><script type="module" src="/app.js"></script>');
  const types: Record<string, string> = { html: "text/html", js: "text/javascript" };
  site = createServer((req, res) => {
    const file = join(dir, req.url === "/" ? "index.html" : (req.url ?? "").slice(1));
    if (!existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": types[file.split(".").pop()!] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  server = await startMockServer({ port: 0, seed: 13 });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const context = await browser.newContext();
  // Nothing may leave the machine: record and refuse any request to another host.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|api\.lps\.example\/)/, (route) => {
    offsite.push(route.request().url());
    return route.abort();
  });
  page = await context.newPage();
  await page.goto(origin);
  await page.waitForFunction(() => "verifier" in window);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  site?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("in headless chromium", () => {
  it("the SDK talks to the MSW handlers running in a Service Worker", async () => {
    const result = await page.evaluate(() => (window as any).viaServiceWorker());
    expect(result.controlled).toBe(true);
    expect(result.leadId).toMatch(/^lead_/);
    expect(result.listed).toBe(3);
  });

  it("the same bundle talks to the HTTP mock server across origins (CORS)", async () => {
    expect(new URL(server.baseUrl).origin).not.toBe(origin);
    const result = await page.evaluate(([base, key]) => (window as any).acrossOrigins(base, key), [server.baseUrl, server.apiKey]);
    expect(result.leadId).toMatch(/^lead_/);
    expect(result.listed).toBe(2);
    expect(result.requestId).toMatch(/^req_/);
    expect(typeof result.remaining).toBe("number");
    expect(result.unauthorized).toBe(true);
  });

  it("the webhook verifier runs in the page through Web Crypto", async () => {
    const result = await page.evaluate(() => (window as any).verifier());
    expect(result).toEqual({ type: "message.received", tamperedRejected: true, subtle: true });
  });

  it("loads nothing from another host", () => {
    expect(offsite).toEqual([]);
  });
});
