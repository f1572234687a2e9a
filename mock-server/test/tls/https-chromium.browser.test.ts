import { readFileSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../src/index";
import { spkiSha256 } from "../../src/adapters/tls/local-ca";
import { tlsPaths } from "../../src/adapters/tls/tls-dir";
import { splitPem } from "../../src/adapters/tls/pem-bundle";
import { CHROMIUM_PATH } from "../dashboard/support/browser";
import { cleanupTlsDirs, tempTlsDir } from "./support";

const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

let server: MockServer;
let tlsDir: string;
const browsers: Browser[] = [];

beforeAll(async () => {
  tlsDir = tempTlsDir();
  server = await startMockServer({ port: 0, seed: 5, tls: true, tlsDir });
});
afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  await server.stop();
  cleanupTlsDirs();
});

async function launch(extra: string[]): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...extra] });
  browsers.push(browser);
  return browser;
}

// No ignoreHTTPSErrors anywhere: Chromium verifies the chain itself, trusting only the key named.
describe("--tls in Chromium", { timeout: 60_000 }, () => {
  it("refuses the server while nothing is trusted", async () => {
    const page = await (await launch([])).newPage();
    const error = await page.goto(`${server.url}/dashboard`).then(() => undefined, (e: Error) => e.message);
    expect(error).toMatch(/ERR_CERT_AUTHORITY_INVALID/);
  });

  it("loads the dashboard as a secure context once the local CA's key is trusted", async () => {
    const caPem = readFileSync(server.caCert!, "utf8");
    const page = await (await launch([`--ignore-certificate-errors-spki-list=${spkiSha256(caPem)}`])).newPage();
    const answer = await page.goto(`${server.url}/dashboard`);
    expect(answer?.status()).toBe(200);
    expect(await answer?.headerValue("strict-transport-security")).toMatch(/^max-age=\d+$/);
    expect(await page.evaluate(() => [location.protocol, window.isSecureContext])).toEqual(["https:", true]);
    const health = await page.evaluate(async () => (await fetch("/healthz")).status);
    expect(health).toBe(200);
  });

  it("accepts the server's leaf key too, for a CA that cannot be installed", async () => {
    const leaf = splitPem(readFileSync(tlsPaths(tlsDir).serverBundle, "utf8"), "server.pem");
    const page = await (await launch([`--ignore-certificate-errors-spki-list=${spkiSha256(leaf.certPem)}`])).newPage();
    expect((await page.goto(`${server.url.replace("127.0.0.1", "localhost")}/healthz`))?.status()).toBe(200);
  });
});
