/// <reference types="node" />
import { request as httpRequest } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockServer, startMockServer } from "../../src/index";
import { launchChromium } from "../dashboard/support/browser";
import { type LocalSite, startHtmlSite } from "../support/local-site";

// A page of another local origin (another dev server on this machine) that tries to take over
// the mock through the developer's browser: mint a key, wipe the state, replace it.
const HOSTILE_PAGE = `<!doctype html><script>
window.attempts = (async (target) => {
  const tries = [
    ["POST", "/__sandbox/api-keys", JSON.stringify({ name: "stolen" }), "application/json"],
    ["POST", "/__sandbox/reset", "", "text/plain"],
    ["PUT", "/__sandbox/state", "{}", "application/json"],
    ["POST", "/__sandbox/api-keys", JSON.stringify({ name: "stolen-no-cors" }), "text/plain"],
  ];
  const results = [];
  for (const [method, path, body, type] of tries) {
    for (const mode of ["cors", "no-cors"]) {
      try {
        const response = await fetch(target + path, { method, body, mode, headers: { "content-type": type } });
        results.push({ path, mode, status: response.status, text: await response.text() });
      } catch (error) {
        results.push({ path, mode, error: String(error) });
      }
    }
  }
  return results;
})(new URLSearchParams(location.search).get("target"));
</script>`;

function rawGet(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject).end();
  });
}

describe("a hostile local page cannot drive the sandbox", { timeout: 60_000 }, () => {
  let mock: MockServer;
  let hostile: LocalSite;
  let hostileUrl: string;
  let browser: Browser;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, seed: 7 });
    hostile = await startHtmlSite(HOSTILE_PAGE);
    hostileUrl = hostile.url("localhost");
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await hostile?.close();
    await mock?.stop();
  });

  const keyNames = async () =>
    ((await (await fetch(`${mock.url}/__sandbox/api-keys`)).json()) as { data: { name: string }[] }).data.map((k) => k.name);

  it("gets no readable answer, and the server's keys and leads are unchanged", async () => {
    const keysBefore = await keyNames();
    const leadsBefore = await (await fetch(`${mock.baseUrl}/leads`, { headers: { authorization: `Bearer ${mock.apiKey}` } })).text();
    const page = await browser.newPage();
    await page.goto(`${hostileUrl}?target=${encodeURIComponent(mock.url)}`);
    const results = (await page.evaluate("window.attempts")) as { path: string; mode: string; status?: number; text?: string; error?: string }[];
    await page.close();
    expect(results).toHaveLength(8);
    for (const result of results) {
      // CORS mode: the browser hides the 403 (no Access-Control-Allow-Origin); no-cors: opaque.
      if (result.mode === "cors") expect(result.error).toMatch(/Failed to fetch|TypeError/);
      else if (result.error === undefined) expect(result).toMatchObject({ status: 0, text: "" });
      else expect(result.error).toMatch(/unsupported in no-cors mode/);
    }
    expect(await keyNames()).toEqual(keysBefore);
    expect(keysBefore.some((name) => name.startsWith("stolen"))).toBe(false);
    const leadsAfter = await (await fetch(`${mock.baseUrl}/leads`, { headers: { authorization: `Bearer ${mock.apiKey}` } })).text();
    expect(leadsAfter).toBe(leadsBefore);
  });

  it("answers 403 to a request naming another host (DNS rebinding)", async () => {
    for (const path of ["/__sandbox/api-keys", "/dashboard", "/v1/leads", "/healthz"]) {
      expect(await rawGet(mock.url + path, "attacker.example:4010")).toBe(403);
      expect(await rawGet(mock.url + path, new URL(mock.url).host)).not.toBe(403);
    }
    expect(await rawGet(`${mock.url}/healthz`, "localhost")).toBe(200);
  });
});
