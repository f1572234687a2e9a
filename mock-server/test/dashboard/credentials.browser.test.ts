import type { Request as BrowserRequest } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useDashboardSession } from "./support/session";
import { signInWithPicker } from "./support/sign-in";

// Real Chromium: which credential the page's API calls carry. With the demo key the calls must
// not send the browser's cookie; signed in, the page has no key and they send the cookie only.
describe("the dashboard's credentials in Chromium", { timeout: 60_000 }, () => {
  const session = useDashboardSession();

  async function leadsRequest(): Promise<Record<string, string>> {
    const { page, open, server } = session;
    await page.context().addCookies([{ name: "lps_session", value: "signed-in", url: server.url }]);
    const seen = page.waitForRequest((request: BrowserRequest) => new URL(request.url()).pathname === "/v1/leads");
    await open("leads");
    return (await seen).allHeaders();
  }

  it("sends the demo key as a bearer token and no cookie", async () => {
    const headers = await leadsRequest();
    expect(headers.authorization).toBe(`Bearer ${session.server.apiKey}`);
    expect(headers.cookie).toBeUndefined();
    await session.page.getByRole("table", { name: "Leads" }).waitFor();
    session.expectStayedOffline();
  });

  it("sends the session cookie and no key once the browser signs in", async () => {
    const { page, server } = session;
    await signInWithPicker(page, server.url, "demo-realty", "Demo Owner");
    const seen = page.waitForRequest((request: BrowserRequest) => new URL(request.url()).pathname === "/v1/leads");
    await session.open("leads");
    const headers = await (await seen).allHeaders();
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toMatch(/^lps_session=ey/);
    expect(await page.locator("#server-info").textContent()).toContain("signed in with your session");
    await page.getByRole("table", { name: "Leads" }).waitFor();
    session.expectStayedOffline();
  });

  it("sends a browser whose session ended to sign in", async () => {
    const { page, server } = session;
    // The page as a host with sign-in would serve it, to a browser whose cookie no longer counts.
    await page.context().clearCookies();
    await page.route(/\/dashboard$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"apiKey":"[^"]*"/, '"apiKey":null');
      await route.fulfill({ response, body });
    });
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === "/signin");
    expect(new URL(page.url()).searchParams.get("return_to")).toBe("/dashboard");
    await page.unroute(/\/dashboard$/);
    session.expectStayedOffline();
  });
});
