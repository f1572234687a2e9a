import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { median } from "../../src/domain/market/stats";
import { screenshot } from "./support/browser";
import { useDashboardSession } from "./support/session";
import { eventually, startWebhookReceiver, type WebhookReceiver } from "./support/webhook-receiver";

interface Factor { factor: string; weight: number; points: number }
interface Page<T> { data: T[]; has_more: boolean; next_cursor: string | null }
interface Listing { price: number; listed_at: string }

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

describe("Data and integration pages in Chromium", { timeout: 60_000 }, () => {
  const session = useDashboardSession();
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.close());

  const json = async <T>(path: string): Promise<T> => (await (await session.call(path)).json()) as T;

  it("draws a lead's score as one bar per factor, each as long as its points", async () => {
    const { page, open } = session;
    const [lead] = (await json<Page<{ id: string; name: string }>>("/v1/leads?limit=1")).data;
    const score = await json<{ score: number; factors: Factor[] }>(`/v1/leads/${lead!.id}/score`);
    await open("leads");
    await page.getByRole("link", { name: lead!.name }).click();

    const chart = page.getByRole("img", { name: "Score by factor" });
    await chart.waitFor();
    const bars = await chart.locator("g.factor").evaluateAll((groups) =>
      groups.map((g) => ({
        factor: g.getAttribute("data-factor"),
        points: Number(g.querySelector(".bar-points")!.getAttribute("width")),
        weight: Number(g.querySelector(".bar-weight")!.getAttribute("width")),
      })),
    );
    expect(bars.map((b) => b.factor)).toEqual(score.factors.map((f) => f.factor));
    const unit = bars[0]!.weight / score.factors[0]!.weight;
    score.factors.forEach((f, i) => {
      expect(bars[i]!.weight).toBeCloseTo(f.weight * unit, 6);
      expect(bars[i]!.points).toBeCloseTo(f.points * unit, 6);
    });
    expect(await page.getByTestId("lead-score").textContent()).toMatch(new RegExp(`^${score.score}\\b`));
    await screenshot(page, "leads");
  });

  it("shows a city's analysis and charts the median asking price of each month", async () => {
    const { page, open } = session;
    const query = "city=san_francisco&property_type=residential";
    await open(`market?${query}`);
    const card = page.getByTestId("market-analysis");
    await card.waitFor();
    const analysis = await json<{ summary: string; median_list_price: number; active_listings: number; generated_at: string }>(`/v1/analytics/market?${query}`);
    expect(await card.locator(".summary").textContent()).toBe(analysis.summary);
    const stat = (name: string) => card.locator(".stat", { hasText: name }).locator(".stat-value").textContent();
    expect(await stat("Median list price")).toBe(money.format(analysis.median_list_price));
    expect(await stat("Active listings")).toBe(String(analysis.active_listings));

    const chart = page.getByRole("img", { name: "Median list price by month listed" });
    await chart.waitFor();
    const drawn = await chart.locator("g.month").evaluateAll((groups) =>
      groups.map((g) => ({ month: g.getAttribute("data-month"), title: g.querySelector("rect.bar title")?.textContent ?? null })),
    );
    expect(drawn).toHaveLength(12);
    const listings = await allListings("/v1/properties?city=san_francisco&type=residential&limit=100");
    for (const { month, title } of drawn) {
      const prices = listings.filter((l) => l.listed_at.startsWith(month!)).map((l) => l.price);
      expect(title).toBe(prices.length ? `${month}: median ${money.format(median(prices)!)} over ${prices.length} listings` : null);
    }
    expect(drawn.filter((d) => d.title !== null).length).toBeGreaterThan(6);
    expect(drawn.at(-1)!.month).toBe(analysis.generated_at.slice(0, 7));
    await screenshot(page, "market");
  });

  it("reads a bookmarked city name as the form reads a typed one: as its slug", async () => {
    const { page, open } = session;
    await open("market?city=San%20Francisco&property_type=residential");
    await page.getByRole("heading", { name: /^San Francisco · Residential/ }).waitFor({ timeout: 10_000 });
    const form = page.getByRole("form", { name: "Choose a market" });
    expect(await form.getByLabel("City", { exact: true }).inputValue()).toBe("san_francisco");
    expect(await form.getByRole("alert").count()).toBe(0);
  });

  it("shows the server's 404 for an unknown city, with the known cities to pick from", async () => {
    const { page, open } = session;
    await open("market");
    const form = page.getByRole("form", { name: "Choose a market" });
    await form.getByLabel("City", { exact: true }).fill("Atlantis");
    await form.getByRole("button", { name: "Analyse" }).click();
    const alert = form.getByRole("alert");
    await alert.getByText("Unknown city").waitFor();
    const problem = await json<{ detail: string; known_cities: string[] }>("/v1/analytics/market?city=atlantis&property_type=residential");
    expect(await alert.textContent()).toContain(problem.detail);
    expect(await alert.getByRole("link").allTextContents()).toEqual(problem.known_cities);
    await screenshot(page, "market-unknown-city");
    await alert.getByRole("link", { name: "austin" }).click();
    await page.getByRole("heading", { name: /^Austin · Residential/ }).waitFor();
  });

  it("registers a webhook, lists its deliveries, redelivers one and rotates the secret", async () => {
    const { page, open, call } = session;
    await open("webhooks");
    const form = page.getByRole("form", { name: "Register an endpoint" });
    await form.getByLabel("URL").fill(receiver.url);
    await form.getByRole("checkbox", { name: "lead.qualified" }).uncheck();
    await form.getByRole("checkbox", { name: "analysis.completed" }).check();
    await form.getByRole("button", { name: "Register" }).click();
    const firstSecret = await page.getByTestId("secret-value").textContent();
    expect(firstSecret).toMatch(/^whsec_/);

    await call("/v1/analytics/market?city=boston");
    await eventually(() => receiver.eventIds.length > 0, "the first delivery");
    const endpoint = page.getByRole("row", { name: new RegExp(receiver.url) });
    await endpoint.getByRole("link", { name: "Deliveries" }).click();
    const deliveries = page.getByRole("table", { name: "Delivery attempts" });
    const attempts = deliveries.getByRole("row", { name: new RegExp(receiver.eventIds[0]!) });
    // Attempts are recorded as the server hears back; refresh until the table has them.
    const showsAttempts = (count: number) => async () => {
      const texts = await attempts.allTextContents();
      if (texts.length === count && texts.every((text) => /succeeded/.test(text))) return true;
      await page.getByRole("button", { name: "Refresh" }).click();
      return false;
    };
    await eventually(showsAttempts(1), "the delivery in the table");
    expect(await attempts.first().textContent()).toMatch(/analysis\.completed.*succeeded.*200/);

    await attempts.first().getByRole("button", { name: "Redeliver" }).click();
    await page.getByText(/queued as attempt 2/).waitFor();
    await eventually(() => receiver.eventIds.filter((id) => id === receiver.eventIds[0]).length === 2, "the redelivery");
    await eventually(showsAttempts(2), "the redelivery in the table");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("row", { name: new RegExp(receiver.url) }).getByRole("button", { name: "Rotate secret" }).click();
    await page.getByText(/^New signing secret for/).waitFor();
    const rotated = await page.getByTestId("secret-value").textContent();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(firstSecret);
    await screenshot(page, "webhooks");
  });

  it("reached no other origin and raised no script or CSP error", () => {
    session.expectStayedOffline();
  });

  async function allListings(first: string): Promise<Listing[]> {
    const listings: Listing[] = [];
    for (let path: string | null = first; path; ) {
      const page: Page<Listing> = await json(path);
      listings.push(...page.data);
      path = page.next_cursor ? `${first}&cursor=${encodeURIComponent(page.next_cursor)}` : null;
    }
    return listings;
  }
});
