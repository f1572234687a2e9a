/// <reference types="node" />
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's chromium; `.ci/run` installs it with apt-get when it is missing. */
export const CHROMIUM_PATH = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

/** Screenshots are test artifacts, kept out of git (test-results/ is ignored). */
export const SCREENSHOT_DIR = fileURLToPath(new URL("../../../../test-results/dashboard/", import.meta.url));

export async function launchChromium(extraFlags: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: install it with "apt-get install -y chromium".`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...extraFlags] });
}

export interface WatchedContext {
  context: BrowserContext;
  /** URLs the pages tried to reach beyond the allowed origins; each was aborted. */
  blocked: string[];
  /** Uncaught exceptions and Content-Security-Policy violations seen in any page. */
  pageErrors: string[];
}

/**
 * A browser context that can reach `allowedOrigins` only: any other request is recorded and
 * aborted, so a CDN or font the dashboard tried to load shows up as a failure.
 */
export async function watchedContext(browser: Browser, allowedOrigins: string[]): Promise<WatchedContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const blocked: string[] = [];
  const pageErrors: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (allowedOrigins.includes(new URL(url).origin)) return route.continue();
    blocked.push(url);
    return route.abort("blockedbyclient");
  });
  context.on("page", (page) => watchPage(page, pageErrors));
  return { context, blocked, pageErrors };
}

function watchPage(page: Page, pageErrors: string[]): void {
  page.on("pageerror", (error) => pageErrors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
