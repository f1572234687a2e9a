import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failingFirstTime, startReceiver, type Receiver } from "../webhooks/helpers/receiver";
import { docsScreenshot } from "./support/sign-in";
import { useDashboardSession } from "./support/session";
import { eventually } from "./support/webhook-receiver";

// Every page at 1280×800 with demo data and deliveries, one of them failing with a long error:
// no table may be wider than the box it sits in, so no column (Redeliver) hides off-screen.

interface Delivery { event_id: string; status: string; error: string | null }

describe("Dashboard layout at 1280×800 in Chromium", { timeout: 60_000 }, () => {
  const session = useDashboardSession();
  let flaky: Receiver;
  const failing: string[] = [];
  let delivered = "";
  let retried = "";
  beforeAll(async () => {
    // Each endpoint's first request for an event fails, later ones succeed: a failure, then its retry.
    flaky = await startReceiver(failingFirstTime(503));
    const register = async (url: string, description: string, key?: string) => {
      const answer = await session.call("/v1/webhooks", key, {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url, events: ["analysis.completed"], description }),
      });
      return ((await answer.json()) as { id: string }).id;
    };
    delivered = await register(`${flaky.url}/crm`, "CRM sync");
    // TLS to a plain-HTTP port: the handshake fails, naming an error code with no space to wrap at.
    failing.push(await register(`https://127.0.0.1:${flaky.port}/hooks/lps/a-rather-long-path/that-keeps-going`, "Billing"));
    // A key that loses its read scope: the retry is not sent, with the longest error there is.
    const sandbox = (path: string, init: RequestInit = {}) => fetch(`${session.server.url}/__sandbox${path}`, init);
    const made = (await (await sandbox("/api-keys", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "short-lived", scopes: ["leads.write", "analytics.read"] }),
    })).json()) as { id: string; key: string };
    failing.push(await register(`${flaky.url}/reports`, "Reports", made.key));
    await session.call("/v1/analytics/market?city=boston");
    const attempts = async (id: string) => ((await (await session.call(`/v1/webhooks/${id}/deliveries`)).json()) as { data: Delivery[] }).data;
    const hasFailed = async (id: string) => (await attempts(id)).some((d) => d.status === "failed");
    await eventually(async () => (await hasFailed(delivered)) && (await hasFailed(failing[0]!)) && (await hasFailed(failing[1]!)), "the first attempts");
    await sandbox(`/api-keys/${made.id}`, { method: "DELETE" });
    await sandbox("/webhooks/retry-due", { method: "POST" });
    await eventually(async () => (await attempts(delivered)).some((d) => d.status === "succeeded"), "the retry");
    await eventually(async () => (await attempts(failing[1]!)).some((d) => d.error?.startsWith("not sent")), "the retry not sent");
    retried = (await attempts(delivered)).find((d) => d.status === "succeeded")!.event_id;
  });
  afterAll(() => flaky?.stop());

  /** Opens a route and waits until nothing on it is loading any more. */
  async function show(route: string): Promise<void> {
    await session.open(route);
    await session.page.locator(`[data-page]`).waitFor();
    await session.page.waitForFunction(() => !document.querySelector(".loading") && document.querySelector("main h1"));
  }

  /** Every table wider than its box, with the amount it overflows by. */
  function overflowingTables(): Promise<string[]> {
    return session.page.evaluate(() =>
      [...document.querySelectorAll("main table")].flatMap((table) => {
        const box = table.closest(".table-wrap") ?? table.parentElement!;
        const card = box.closest(".card") ?? box.parentElement!;
        const cardRight = card.getBoundingClientRect().right;
        const caption = table.querySelector("caption")?.textContent ?? "table";
        const over = Math.max(table.scrollWidth - box.clientWidth, table.getBoundingClientRect().right - cardRight);
        return over > 1 ? [`${caption}: ${Math.round(table.scrollWidth)} px in ${box.clientWidth} px`] : [];
      }),
    );
  }

  const pages = ["settings/api-keys", "audit-log", "requests", "organization/users", "organization/sso", "webhooks", "oauth-clients", "leads", "market", "properties"];

  it.each(pages)("fits %s", async (route) => {
    await show(route);
    expect(await session.page.getAttribute("[data-page]", "data-page")).toBe(route);
    expect(await overflowingTables()).toEqual([]);
    expect(await session.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it.each([0, 1])("fits failing endpoint %i's delivery attempts, a long error included, with Redeliver in view", async (index) => {
    await show(`webhooks/${failing[index]}`);
    const table = session.page.getByRole("table", { name: "Delivery attempts" });
    await table.waitFor();
    expect(await overflowingTables()).toEqual([]);
    const redeliver = table.getByRole("button", { name: "Redeliver" }).first();
    const box = (await redeliver.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await session.page.locator("#deliveries").scrollIntoViewIfNeeded();
    if (index === 1) await docsScreenshot(session.page, "dashboard-deliveries");
  });

  it("shows no retry time on a failed attempt whose retry delivered the event", async () => {
    await show(`webhooks/${delivered}`);
    const table = session.page.getByRole("table", { name: "Delivery attempts" });
    // Other pages (Market) fired events of their own since, whose first attempts wait for a retry.
    const rows = table.getByRole("row", { name: new RegExp(retried) });
    await rows.filter({ hasText: "succeeded" }).waitFor();
    expect(await overflowingTables()).toEqual([]);
    expect(await rows.filter({ hasText: "failed" }).count()).toBe(1);
    expect(await rows.getByText(/^next/).count()).toBe(0);
  });

  it("gives the Leads table the page's width while no lead is chosen, so names stay on one line", async () => {
    await show("leads");
    const names = session.page.getByRole("table", { name: "Leads" }).locator("tbody a");
    await names.first().waitFor();
    const lines = await names.evaluateAll((links) => links.map((link) => link.getClientRects().length));
    expect(lines.every((count) => count === 1)).toBe(true);
    await docsScreenshot(session.page, "dashboard-leads");
  });

  it("reached no other origin and raised no script or CSP error", () => {
    session.expectStayedOffline();
  });
});
