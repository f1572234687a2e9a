/// <reference types="node" />
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockServer, startMockServer } from "../../src/index";
import { SCREENSHOT_DIR, launchChromium, watchedContext, type WatchedContext } from "../dashboard/support/browser";

// /docs renders the API reference from GET /openapi.yaml with the packaged Swagger UI: no
// request may leave the server, and "Try it out" must work with the demo key it is given.
let server: MockServer;
let browser: Browser;
let watched: WatchedContext;
let page: Page;

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  server = await startMockServer({ port: 0, seed: 42 });
  browser = await launchChromium();
  watched = await watchedContext(browser, [server.url]);
  page = await watched.context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the API reference at /docs", () => {
  it("is where / redirects, and renders every tag of the contract", async () => {
    await page.goto(server.url + "/");
    expect(new URL(page.url()).pathname).toBe("/docs");
    await page.locator(".opblock-tag").first().waitFor({ timeout: 30_000 });
    const tags = await page.locator(".opblock-tag").allInnerTexts();
    expect(tags.join(" ")).toMatch(/Properties/);
    expect(tags.join(" ")).toMatch(/Leads/);
    expect(await page.locator(".opblock").count()).toBeGreaterThan(10);
  }, 60_000);

  it("tries a request against this server with the demo key", async () => {
    const operation = page.locator(".opblock-get", { hasText: "/properties" }).first();
    await operation.locator(".opblock-summary").click();
    // The page opens operations with "Try it out" already on.
    const answered = page.waitForResponse((response) => response.url().startsWith(`${server.url}/v1/properties`));
    await operation.getByRole("button", { name: "Execute" }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().headers()["authorization"]).toBe(`Bearer ${server.apiKey}`);
    await operation.locator(".live-responses-table .response-col_status", { hasText: "200" }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}api-reference-top.png` });
    await operation.screenshot({ path: `${SCREENSHOT_DIR}api-reference-try-it.png` });
  }, 60_000);

  it("loaded nothing from outside the server and raised no error", () => {
    expect(watched.blocked).toEqual([]);
    expect(watched.pageErrors).toEqual([]);
  });
});
