import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser";
import { docsScreenshot } from "./support/sign-in";
import { useDashboardSession } from "./support/session";

interface Listing { id: string; price: number; listed_at: string }
interface Page<T> { data: T[] }

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const PAYLOAD = "<img src=x onerror=alert(1)>";

describe("Properties page in Chromium", { timeout: 60_000 }, () => {
  const session = useDashboardSession();
  const dialogs: string[] = [];

  const create = async (description: string): Promise<Listing> => {
    const body = { type: "residential", price: 612_000, bedrooms: 3, bathrooms: 2, square_feet: 1_450, description, location: { address: "12 Elm St", city: "Austin", state: "TX" } };
    const made = await session.call("/v1/properties", undefined, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(made.status).toBe(200);
    return (await made.json()) as Listing;
  };

  it("shows a stored description with markup as text, in the list and on the listing", async () => {
    const { page, open } = session;
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const listing = await create(PAYLOAD);
    await open("properties?city=austin");
    const card = page.locator(`[data-property-id="${listing.id}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(PAYLOAD);

    await open(`properties/${listing.id}`);
    const description = page.getByTestId("property-description");
    await description.waitFor();
    expect(await description.textContent()).toBe(PAYLOAD);
    expect(await page.locator("main img").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it("refuses a negative price under its field, with the server's words", async () => {
    const { page, open } = session;
    await open("properties?min_price=-1");
    const form = page.getByRole("form", { name: "Filter properties" });
    await form.locator(".field-error").first().waitFor();
    const answer = (await (await session.call("/v1/properties?min_price=-1")).json()) as { errors: { pointer: string; message: string }[] };
    const message = answer.errors.find((issue) => issue.pointer === "/query/min_price")!.message;
    expect(await form.locator('[data-pointer="/query/min_price"] .field-error').textContent()).toBe(message);
    expect(await form.getByLabel("Min price").getAttribute("aria-invalid")).toBe("true");
  });

  it("lists what GET /v1/properties returns for the chosen filters, one card each", async () => {
    const { page, open } = session;
    // In the form's order: the page writes the filters it was given into its route.
    const query = "type=residential&city=denver&status=active&max_price=900000&min_bedrooms=3";
    await open("properties");
    const form = page.getByRole("form", { name: "Filter properties" });
    await form.getByLabel("Type").selectOption("residential");
    await form.getByLabel("City").fill("denver");
    await form.getByLabel("Status").selectOption("active");
    await form.getByLabel("Min bedrooms").fill("3");
    await form.getByLabel("Max price").fill("900000");
    await form.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#/properties?${query}`);
    const cards = page.getByRole("list", { name: "Properties" }).getByRole("listitem");
    await cards.first().waitFor();

    const expected = ((await (await session.call(`/v1/properties?${query}&limit=24`)).json()) as Page<Listing>).data;
    expect(expected.length).toBeGreaterThan(0);
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-property-id")))).toEqual(expected.map((l) => l.id));
    expect(await cards.first().locator(".listing-price").textContent()).toBe(money.format(expected[0]!.price));
    await screenshot(page, "properties");
    await docsScreenshot(page, "dashboard-properties");
  });

  it("opens a listing with its price history: the one asking price the contract records", async () => {
    const { page } = session;
    const first = page.getByRole("list", { name: "Properties" }).getByRole("listitem").first();
    const id = (await first.getAttribute("data-property-id"))!;
    await first.getByRole("link").click();
    const detail = page.getByTestId("property-detail");
    await detail.waitFor();
    const listing = (await (await session.call(`/v1/properties/${id}`)).json()) as Listing;
    const history = detail.locator(".price-history li");
    expect(await history.first().textContent()).toContain(`Listed at ${money.format(listing.price)}`);
    expect(await page.locator(`[data-property-id="${id}"]`).getAttribute("class")).toContain("selected");
    await docsScreenshot(page, "dashboard-property");
  });

  it("reached no other origin and raised no script or CSP error", () => {
    session.expectStayedOffline();
  });
});
