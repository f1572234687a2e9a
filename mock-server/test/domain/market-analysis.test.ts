import { describe, expect, it } from "vitest";
import { analyzeMarket } from "../../src/domain";
import { marketCondition } from "../../src/domain/market/market-condition";
import type { Property } from "../../src/domain/types";
import { NOW, daysAgo, makeProperty } from "./fixtures";
import { schemaErrors } from "./contract-schemas";

const town = (overrides: Parameters<typeof makeProperty>[0]) => makeProperty({ city: "Testville", state: "KS", ...overrides });
const active = (listedDaysAgo: number, price: number, square_feet: number | null) =>
  town({ listed_at: daysAgo(listedDaysAgo), price, square_feet });
const sold = (listedDaysAgo: number, closedDaysAgo: number, price = 500_000, square_feet = 1_000) =>
  town({ status: "closed", listed_at: daysAgo(listedDaysAgo), closed_at: daysAgo(closedDaysAgo), price, square_feet });

// Testville residential, by hand:
// - 4 active listings: $400k/1000 sqft, $500k/1250, $600k/no size, $800k/1600 → median $550k, $400/sqft.
// - 6 sales closed in the last 6 months (1 a month) and 1 more 250 days ago; days on market
//   20..80 → median 50; months of supply 4 / 1 = 4.0 → balanced.
// - Listed in the last 12 months: 11 listings, median $500k and $500/sqft; in the 12 before:
//   5 listings, median $450k and $450/sqft → +11.1% and +11.1%; new listings 11 vs 5 → +120%.
const TESTVILLE: Property[] = [
  active(10, 400_000, 1_000),
  active(20, 500_000, 1_250),
  active(40, 600_000, null),
  active(100, 800_000, 1_600),
  sold(30, 10),
  sold(60, 30),
  sold(90, 50),
  sold(120, 70),
  sold(150, 90),
  sold(180, 110),
  sold(330, 250),
  sold(400, 370, 400_000),
  sold(450, 420, 400_000),
  sold(500, 470, 450_000),
  sold(550, 520, 500_000),
  town({ status: "withdrawn", listed_at: daysAgo(600), price: 1_000_000, square_feet: 2_000 }),
];
const ELSEWHERE: Property[] = [
  makeProperty({ city: "Austin", state: "TX", price: 300_000 }),
  town({ type: "land", price: 90_000, bedrooms: null, bathrooms: null, square_feet: null }),
  town({ type: "residential_lease", price: 3_000, listed_at: daysAgo(5) }),
];
const LISTINGS = [...TESTVILLE, ...ELSEWHERE];

const analyze = (city: string | null, propertyType: Property["type"] | null, listings: Property[] = LISTINGS) =>
  analyzeMarket(listings, { city, propertyType, now: NOW });

describe("analyzeMarket", () => {
  it("computes the documented figures for a city and a type", () => {
    const { summary, ...figures } = analyze("testville", "residential");
    expect(figures).toEqual({
      city: "testville",
      property_type: "residential",
      sample_size: 16,
      median_list_price: 550_000,
      median_price_per_sqft: 400,
      active_listings: 4,
      // Listed 10 and 20 days ago; the sale listed exactly 30 days ago is outside (now − 30 d, now].
      new_listings_30d: 2,
      median_days_on_market: 50,
      months_of_supply: 4,
      year_over_year: { median_list_price_pct: 11.1, median_price_per_sqft_pct: 11.1, new_listings_pct: 120 },
      market_condition: "balanced",
    });
    expect(schemaErrors("MarketAnalysis", { ...figures, summary, id: "ana_0000000000000000", generated_at: new Date(NOW).toISOString() })).toEqual([]);
  });

  it("tells the story of those figures in plain English", () => {
    expect(analyze("testville", "residential").summary).toBe(
      "Testville residential is a balanced market: 4 active listings at a median of $550,000 ($400/sqft). " +
        "The median list price is up 11.1% and new listings are up 120.0% compared with a year earlier. " +
        "Listings sell in a median 50 days, with 4.0 months of supply. " +
        "2 new listings came on the market in the last 30 days.",
    );
  });

  it("covers every type of the city without letting monthly rents into the price medians", () => {
    const all = analyze("testville", null);
    expect(all.sample_size).toBe(18);
    expect(all.active_listings).toBe(6);
    // Prices: 90k land, 400k, 500k, 600k, 800k; the $3,000 rent is left out.
    expect(all.median_list_price).toBe(500_000);
    expect(all.summary).toMatch(/^Testville real estate is a /);
  });

  it("accepts a city name where a slug is expected, and answers with the slug", () => {
    expect(analyze("Testville", "residential")).toEqual(analyze("testville", "residential"));
  });

  it("covers every city when none is given", () => {
    const everywhere = analyze(null, "residential");
    expect(everywhere.sample_size).toBe(17);
    expect(everywhere.active_listings).toBe(5);
    expect(everywhere.summary).toMatch(/^Residential across all cities /);
  });

  it("cannot call a market without active listings", () => {
    const a = analyze("testville", "residential", TESTVILLE.filter((p) => p.status !== "active"));
    expect(a).toMatchObject({ active_listings: 0, median_list_price: null, months_of_supply: null, market_condition: "insufficient_data" });
    expect(a.summary).toContain("has no active listings, so the market cannot be called");
  });

  it("cannot measure supply without recent sales, and then ages the active listings instead", () => {
    const a = analyze("testville", "residential", [active(10, 400_000, 1_000), active(30, 500_000, 1_000)]);
    expect(a).toMatchObject({ months_of_supply: null, market_condition: "insufficient_data", median_days_on_market: 20 });
    expect(a.year_over_year).toEqual({ median_list_price_pct: null, median_price_per_sqft_pct: null, new_listings_pct: null });
    expect(a.summary).toContain("but no closed sales in the last 6 months");
    expect(a.summary).toContain("Active listings have been on the market a median 20 days");
    expect(a.summary).toContain("There is no listing history from a year earlier to compare against.");
  });

  it("answers with empty figures for a scope without listings", () => {
    const a = analyze("testville", "farm");
    expect(a).toMatchObject({ sample_size: 0, active_listings: 0, median_list_price: null, median_days_on_market: null, market_condition: "insufficient_data" });
    expect(a.summary).toBe("Testville farm has no listings to analyze yet.");
    expect(analyze("nowhere_city", null).summary).toBe("Nowhere City real estate has no listings to analyze yet.");
  });

  it("describes falling and flat markets", () => {
    const year = 365;
    const falling = [
      town({ listed_at: daysAgo(20), price: 900_000 }),
      town({ status: "closed", listed_at: daysAgo(year + 100), closed_at: daysAgo(year + 60), price: 1_000_000 }),
      town({ status: "closed", listed_at: daysAgo(year + 50), closed_at: daysAgo(year + 20), price: 1_000_000 }),
      town({ status: "closed", listed_at: daysAgo(60), closed_at: daysAgo(30), price: 1_002_000 }),
    ];
    const a = analyze("testville", "residential", falling);
    expect(a.year_over_year).toEqual({ median_list_price_pct: -4.9, median_price_per_sqft_pct: -4.9, new_listings_pct: 0 });
    expect(a.summary).toContain("The median list price is down 4.9% and new listings are flat (+0.0%) compared with a year earlier.");
    // One sale in six months against one active listing: 6.0 months, the top of the balanced band.
    expect(a.summary).toContain("Testville residential is a balanced market: 1 active listing at a median of $900,000 ($900/sqft).");
    expect(a.summary).toContain("Listings sell in a median 30 days, with 6.0 months of supply.");
  });
});

describe("marketCondition", () => {
  it.each([
    [null, "insufficient_data"],
    [0.4, "sellers_market"],
    [3.9, "sellers_market"],
    [4, "balanced"],
    [6, "balanced"],
    [6.1, "buyers_market"],
  ] as const)("%s months of supply → %s", (months, condition) => {
    expect(marketCondition(months)).toBe(condition);
  });
});
