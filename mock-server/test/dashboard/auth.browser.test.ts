import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser";
import { useDashboardSession } from "./support/session";

// Real Chromium against a server started with --auth: the dashboard needs a session. Without one
// the browser is sent to sign in and comes back; Sign out ends the session server-side.
describe("the dashboard under --auth in Chromium", { timeout: 60_000 }, () => {
  const session = useDashboardSession({ auth: true });

  it("sends a browser without a session to sign in, and never serves it the demo key", async () => {
    const { page, server } = session;
    const answer = await fetch(`${server.url}/dashboard`, { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/signin?return_to=%2Fdashboard");
    expect(await answer.text()).not.toContain(server.apiKey);

    await page.goto(`${server.url}/dashboard#/settings/api-keys`);
    await page.waitForURL((url) => url.pathname === "/signin");
    await page.getByRole("button", { name: "Demo Owner" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByTestId("session-user").waitFor();
    expect(await page.getByTestId("session-user").textContent()).toBe("Demo Owner (Owner) of Demo Realty");
    expect(await page.content()).not.toContain(server.apiKey);
    await page.getByRole("table", { name: "API keys" }).waitFor();
    await screenshot(page, "signed-in");
    session.expectStayedOffline();
  });

  it("stays signed in while in use: each page change renews the 15-minute session", async () => {
    const { page, server } = session;
    const advance = (seconds: number) =>
      fetch(`${server.url}/__sandbox/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advance_seconds: seconds }) });
    expect((await advance(600)).status).toBe(200);
    const renewed = page.waitForResponse((response) => new URL(response.url()).pathname === "/session");
    await session.open("audit-log");
    expect((await renewed).status()).toBe(200);
    // 20 minutes after sign-in, 10 after the renewal: the API still takes the session.
    expect((await advance(600)).status).toBe(200);
    const leads = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/leads");
    await session.open("leads");
    expect((await leads).status()).toBe(200);
    session.expectStayedOffline();
  });

  it("signs out: the session ends server-side and the browser is back at the sign-in page", async () => {
    const { page, server } = session;
    const [cookie] = (await page.context().cookies(server.url)).filter((c) => c.name === "lps_session");
    expect(cookie).toBeDefined();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/signin");
    expect(new URL(page.url()).searchParams.get("org")).toBe("demo-realty");
    // A copy of the cookie taken before signing out no longer counts.
    const copied = await fetch(`${server.url}/session`, { headers: { cookie: `lps_session=${cookie!.value}` } });
    expect(copied.status).toBe(401);
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === "/signin");
    session.expectStayedOffline();
  });
});
