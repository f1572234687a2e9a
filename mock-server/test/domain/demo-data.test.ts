import { describe, expect, it } from "vitest";
import { analyzeMarket, citySlug, createPropertyIndex, generateDemoData, isRecentInbound, knownCities, scoreLead } from "../../src/domain";
import { DEMO_CITIES } from "../../src/domain/demo/cities";
import { schemaErrors } from "./contract-schemas";
import { DAY, HEAVY_TEST_MS, NOW } from "./fixtures";

const demo = generateDemoData(42, NOW);
const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {});

describe("generateDemoData", { timeout: HEAVY_TEST_MS }, () => {
  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(42, NOW)).toEqual(demo);
    const other = generateDemoData(43, NOW);
    expect(other.properties[0]?.id).not.toBe(demo.properties[0]?.id);
    expect(other.properties.map((p) => p.price)).not.toEqual(demo.properties.map((p) => p.price));
  });

  it("holds at least 2,000 listings across at least 10 cities, all of them known", () => {
    expect(demo.properties.length).toBeGreaterThanOrEqual(2000);
    const cities = new Set(demo.properties.map((p) => citySlug(p.location.city)));
    expect(cities.size).toBeGreaterThanOrEqual(10);
    expect([...cities].sort()).toEqual([...knownCities()].sort());
  });

  it("conforms to the contract's schemas, with unique prefixed base62 ids", () => {
    const errors = [
      ...demo.properties.flatMap((p) => schemaErrors("Property", p).map((e) => `${p.id}: ${e}`)),
      ...demo.leads.flatMap((l) => schemaErrors("Lead", l).map((e) => `${l.id}: ${e}`)),
      ...demo.messages.flatMap((m) => schemaErrors("Message", m).map((e) => `${m.id}: ${e}`)),
    ];
    expect(errors).toEqual([]);
    const ids = [...demo.properties, ...demo.leads, ...demo.messages].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(prop|lead|msg)_[0-9A-Za-z]{16}$/);
  });

  it("is mostly residential, with every RESO type present and no rooms on land", () => {
    const types = count(demo.properties, (p) => p.type);
    expect(Object.keys(types).sort()).toEqual(
      ["business_opportunity", "commercial_lease", "commercial_sale", "farm", "land", "manufactured_in_park", "residential", "residential_income", "residential_lease"],
    );
    expect(types.residential ?? 0).toBeGreaterThan(demo.properties.length / 2);
    for (const land of demo.properties.filter((p) => p.type === "land")) {
      expect([land.bedrooms, land.bathrooms, land.square_feet]).toEqual([null, null, null]);
    }
  });

  it("carries two years of listing history: sales with closing dates, open and withdrawn listings", () => {
    const statuses = count(demo.properties, (p) => p.status);
    for (const s of ["active", "closed", "pending", "active_under_contract", "withdrawn", "expired", "canceled", "coming_soon"]) {
      expect(statuses[s] ?? 0).toBeGreaterThan(0);
    }
    for (const p of demo.properties) expect(p.closed_at === null).toBe(p.status !== "closed");
    const oldest = Math.min(...demo.properties.map((p) => Date.parse(p.listed_at)));
    expect((NOW - oldest) / DAY).toBeGreaterThan(700);
    expect((NOW - oldest) / DAY).toBeLessThanOrEqual(731);
  });

  it("never dates a record after now, except listings announced as coming soon", () => {
    const after = (iso: string | null) => iso !== null && Date.parse(iso) > NOW;
    for (const p of demo.properties) {
      expect([p.created_at, p.updated_at, p.closed_at].some(after)).toBe(false);
      expect(after(p.listed_at)).toBe(p.status === "coming_soon");
    }
    for (const l of demo.leads) expect([l.created_at, l.updated_at, l.last_activity_at].some(after)).toBe(false);
    for (const m of demo.messages) expect(after(m.created_at)).toBe(false);
  });

  it("has a few leads, scored as the server would score them, across the bands", () => {
    expect(demo.leads.length).toBeGreaterThanOrEqual(6);
    expect(demo.leads.length).toBeLessThanOrEqual(10);
    const index = createPropertyIndex();
    for (const p of demo.properties) index.upsert(p);
    for (const lead of demo.leads) {
      const { property_type: type, price_range: r } = lead.preferences;
      const expected = scoreLead({
        lead,
        matchingActiveListings: index.countInBudget(type, r.min, r.max),
        inboundMessages14d: demo.messages.filter((m) => m.lead_id === lead.id && isRecentInbound(m, NOW)).length,
        now: NOW,
      });
      expect(lead).toMatchObject({ score: expected.score, qualification_type: expected.qualification_type });
      expect(lead.status).toBe(expected.score >= 70 ? "qualified" : "nurturing");
      // The record GET /leads/{id}/score serves: the whole scoring, not only the lead's summary.
      expect(demo.scores.find((s) => s.lead_id === lead.id)).toEqual({
        status: "ready",
        lead_id: lead.id,
        ...expected,
        scored_at: new Date(NOW).toISOString(),
      });
    }
    expect(demo.scores).toHaveLength(demo.leads.length);
    expect(new Set(demo.leads.map((l) => l.qualification_type))).toEqual(new Set(["hot", "warm", "cold"]));
    // Quoted in docs/scoring.md.
    const scoreOf = (name: string) => demo.leads.find((l) => l.name === name)?.score;
    expect([scoreOf("Maya Chen"), scoreOf("Daniel Ortiz"), scoreOf("James Walker")]).toEqual([100, 68, 33]);
  });

  it("has recent inbound messages on several channels, all from its leads", () => {
    const leadIds = new Set(demo.leads.map((l) => l.id));
    expect(demo.messages.every((m) => leadIds.has(m.lead_id) && m.direction === "inbound")).toBe(true);
    expect(demo.messages.filter((m) => isRecentInbound(m, NOW)).length).toBeGreaterThanOrEqual(5);
    expect(new Set(demo.messages.map((m) => m.channel))).toEqual(new Set(["sms", "email", "chat"]));
  });
});

describe("demo data under market analysis", { timeout: HEAVY_TEST_MS }, () => {
  it("gives every demo city a residential market with prices, supply and a year-over-year history", () => {
    const conditions = new Set<string>();
    for (const city of knownCities()) {
      const a = analyzeMarket(demo.properties, { city, propertyType: "residential", now: NOW });
      expect(a.active_listings).toBeGreaterThan(0);
      expect(a.median_list_price).not.toBeNull();
      expect(a.months_of_supply).not.toBeNull();
      expect(a.year_over_year.median_price_per_sqft_pct).not.toBeNull();
      conditions.add(a.market_condition);
    }
    expect(conditions.size).toBeGreaterThanOrEqual(2);
  });

  it("recovers the sign of each city's strong price trend in year-over-year price per sqft", () => {
    const strong = DEMO_CITIES.filter((c) => Math.abs(c.appreciation) >= 0.04);
    for (const seed of [1, 2, 3, 42]) {
      const { properties } = seed === 42 ? demo : generateDemoData(seed, NOW);
      for (const c of strong) {
        const a = analyzeMarket(properties, { city: citySlug(c.name), propertyType: "residential", now: NOW });
        expect(Math.sign(a.year_over_year.median_price_per_sqft_pct ?? 0), `${c.name} seed ${seed}`).toBe(Math.sign(c.appreciation));
      }
    }
  });
});
