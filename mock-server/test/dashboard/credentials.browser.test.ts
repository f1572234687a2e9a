import type { Request as BrowserRequest } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useDashboardSession } from "./support/session";

// Real Chromium: which credential the page's API calls carry. The server has a cookie for the
// page's origin either way; with the demo key the calls must not send it, and with `apiKey: null`
// (a host that signs users in) they must send it and no key.
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

  it("sends the session cookie and no key when the page's apiKey is null", async () => {
    const { page } = session;
    // The page as a host with sign-in would serve it: the same document, headers and nonce, no key.
    await page.route(/\/dashboard$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"apiKey":"[^"]*"/, '"apiKey":null');
      await route.fulfill({ response, body });
    });
    const headers = await leadsRequest();
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBe("lps_session=signed-in");
    expect(await page.locator("#server-info").textContent()).toContain("signed in with your session");
    // This server signs no one in: its 401 shows like any other problem.
    expect(await page.getByRole("alert").first().textContent()).toContain("HTTP 401");
    await page.unroute(/\/dashboard$/);
    session.expectStayedOffline();
  });
});
