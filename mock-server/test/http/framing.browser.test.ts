/// <reference types="node" />
import type { Browser, Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockServer, startMockServer } from "../../src/index";
import { launchChromium } from "../dashboard/support/browser";
import { type LocalSite, startHtmlSite } from "../support/local-site";

// Another dev server on this machine (another port of 127.0.0.1, so the same site to the browser)
// lays the mock's pages in near-invisible frames over its own button: one click on "Execute" in
// /docs, or on a user of /signin, would act as the developer (issue 33).
const HOSTILE_PAGE = `<!doctype html><body>
<button id="bait">Win a prize</button>
<script>
const target = new URLSearchParams(location.search).get("target");
for (const path of ["/signin", "/docs", "/dashboard"]) {
  const frame = document.createElement("iframe");
  frame.src = target + path;
  frame.name = path;
  frame.style = "opacity:0.01;position:absolute;top:0;left:0;width:900px;height:700px";
  document.body.append(frame);
}
</script></body>`;

/** What the frame shows: its element count, or "blocked" when the browser refused to render it. */
async function shown(frame: Frame): Promise<string> {
  if (!frame.url().startsWith("http")) return "blocked";
  try {
    return `${await frame.locator("button, a, #reference").count()} controls`;
  } catch {
    return "blocked";
  }
}

describe("the server's pages in a frame of another local site", { timeout: 60_000 }, () => {
  let mock: MockServer;
  let hostile: LocalSite;
  let browser: Browser;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, seed: 7 });
    hostile = await startHtmlSite(HOSTILE_PAGE);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await hostile?.close();
    await mock?.stop();
  });

  it("are not rendered, so a click lands on nothing and signs nobody in", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${hostile.url()}?target=${encodeURIComponent(mock.url)}`);
    await expect.poll(() => page.frames().length).toBe(4);
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    for (const frame of frames) await frame.waitForLoadState("load").catch(() => undefined);
    const seen = Object.fromEntries(await Promise.all(frames.map(async (frame) => [frame.name(), await shown(frame)])));
    expect(seen).toEqual({ "/signin": "blocked", "/docs": "blocked", "/dashboard": "blocked" });
    // The attacker's click: it reaches the hostile page's own button, never a frame's.
    await page.mouse.click(60, 40);
    expect((await context.cookies(mock.url)).map((cookie) => cookie.name)).not.toContain("lps_session");
    await context.close();
  });
});
