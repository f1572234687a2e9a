/// <reference types="node" />
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

/** Signs the page's browser in with the user picker of an organisation without SSO. */
export async function signInWithPicker(page: Page, serverUrl: string, organization: string, userName: string): Promise<void> {
  // Leave the previous page first: a dashboard still open notices its session gone once the
  // cookies are cleared and sends the browser to its own organisation's sign-in page, which
  // could land after the navigation below and show another organisation's users.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto(`${serverUrl}/signin?${new URLSearchParams({ org: organization, return_to: "/dashboard" })}`);
  await page.getByRole("button", { name: userName }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

const DOCS_IMAGES = fileURLToPath(new URL("../../../../docs/images/", import.meta.url));

/** LPS_DOCS_SCREENSHOTS=1 writes the screenshots docs/identity.md shows. */
export async function docsScreenshot(page: Page, name: string): Promise<void> {
  if (!process.env.LPS_DOCS_SCREENSHOTS) return;
  mkdirSync(DOCS_IMAGES, { recursive: true });
  await page.screenshot({ path: `${DOCS_IMAGES}${name}.png` });
}
