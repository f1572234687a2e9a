import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium, type Browser, type Page } from "playwright-core";

// What the browser tests share: a page script bundled from the built package, and Debian's
// chromium opening it and waiting until the script has installed its functions on `window`.
const sdk = fileURLToPath(new URL("../../", import.meta.url));
const repo = fileURLToPath(new URL("../../../../", import.meta.url));

/** Bundles `page/<name>.ts` for the browser, resolving `@lps/sdk` to the built package. */
export async function bundlePage(name: string): Promise<Uint8Array> {
  if (!existsSync(`${sdk}dist/oauth/index.js`)) throw new Error("Build the SDK first: npm run build -w @lps/sdk");
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL(`./page/${name}.ts`, import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    nodePaths: [`${repo}node_modules`],
    logLevel: "error",
  });
  return bundle.outputFiles[0]!.contents;
}

/** The HTML that loads the bundle, served at `/` beside it at `/app.js`. */
export const PAGE_HTML = '<!doctype html><meta charset="utf-8"><script type="module" src="/app.js"></script>';

/** Opens `url` in headless chromium once `global` (a function the page script defines) exists. */
export async function openPage(url: string, global: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction((name) => name in window, global);
  return { browser, page };
}
