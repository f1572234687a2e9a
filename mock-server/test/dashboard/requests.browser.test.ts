import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser";
import { docsScreenshot } from "./support/sign-in";
import { useDashboardSession } from "./support/session";

// Real Chromium against the real server: the journal as the Requests page shows it.
describe("Requests page in Chromium", { timeout: 60_000 }, () => {
  const session = useDashboardSession();

  it("lists requests with violations marked, and opens one side by side with the rule it breaks", async () => {
    const { page, open, call, server } = session;
    await fetch(`${server.url}/__sandbox/requests`, { method: "DELETE" });
    await call("/v1/properties?limit=2");
    const wrong = await call("/v1/properties?limit=2&colour=blue");
    const wrongId = wrong.headers.get("x-request-id")!;
    await call("/v1/leads", server.apiKey, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: 42 }) });

    await open("requests");
    const table = page.getByRole("table", { name: "Requests" });
    await table.waitFor();
    expect(await table.locator("tbody tr").count()).toBe(3);
    expect(await table.locator("tr.row-violation").count()).toBe(2);
    expect(await page.getByRole("row", { name: /colour=blue|GET \/v1\/properties.*1 violation/ }).count()).toBeGreaterThan(0);
    await screenshot(page, "requests");

    await page.locator(`[data-request-id="${wrongId}"] a`).click();
    const detail = page.getByRole("region", { name: `Request ${wrongId}` });
    await detail.waitFor();
    const violations = detail.getByRole("list", { name: "Contract violations" });
    expect(await violations.textContent()).toContain("/query/colour");
    expect(await violations.textContent()).toContain("openapi.yaml#/paths/~1properties/get/parameters");
    const panels = await detail.locator(".message").allTextContents();
    expect(panels).toHaveLength(2);
    expect(panels[0]).toContain("GET /v1/properties?limit=2&colour=blue");
    expect(panels[1]).toContain("HTTP 400");
    // The key the request was made with shows as its fingerprint only (the page's own config
    // carries the demo key by design, so the shown journal is what is checked).
    const shown = `${await detail.textContent()}${await table.textContent()}`;
    expect(shown).not.toContain(server.apiKey);
    expect(panels[0]).toMatch(/authorization: Bearer \[redacted sha256:[0-9a-f]{12}\]/);
    await screenshot(page, "request-detail");

    await page.getByLabel("Violations only").check();
    await page.locator("tbody tr").first().waitFor();
    await expect.poll(() => table.locator("tbody tr").count()).toBe(2);
    session.expectStayedOffline();
  });

  it("leaves the dashboard's own calls out unless asked for them", async () => {
    const { page, open, call, server } = session;
    await fetch(`${server.url}/__sandbox/requests`, { method: "DELETE" });
    // The Market page reads the analysis and pages of listings: the dashboard's own traffic.
    await open("market?city=boston&property_type=residential");
    await page.getByRole("img", { name: "Median list price by month listed" }).waitFor();
    await call("/v1/properties?limit=1");

    await open("requests");
    const table = page.getByRole("table", { name: "Requests" });
    await table.waitFor();
    expect(await table.locator("tbody tr").allTextContents()).toEqual([expect.stringContaining("GET /v1/properties")]);
    await docsScreenshot(page, "dashboard-requests");

    await page.getByLabel("Show the dashboard's own requests").check();
    await expect.poll(() => table.locator("tbody tr").count()).toBeGreaterThan(2);
    expect(await table.getByText("GET /v1/analytics/market").count()).toBe(1);
    session.expectStayedOffline();
  });
});
