import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { citySlug, createPropertyIndex } from "../../src/domain";
import { inBudget as isInBudget } from "../../src/domain/matching/match-rules";
import type { LeadPreferences, Property } from "../../src/domain/types";
import { HEAVY_TEST_MS, makeProperty } from "./fixtures";

const TYPES = ["residential", "land", "commercial_sale"] as const;
const CITIES = [
  { city: "San Francisco", state: "CA" },
  { city: "Austin", state: "TX" },
  { city: "Portland", state: "OR" },
  { city: "Portland", state: "ME" },
];

const listing = fc
  .record({
    id: fc.nat(400),
    type: fc.constantFrom(...TYPES),
    status: fc.constantFrom("active", "active", "active", "closed", "pending", "withdrawn"),
    price: fc.nat(40).map((k) => k * 25_000),
    bedrooms: fc.option(fc.nat(5)),
    city: fc.constantFrom(...CITIES),
  })
  .map(({ id, city, ...rest }) => makeProperty({ ...rest, ...city, id: `prop_${String(id).padStart(8, "0")}` }));

const preferences: fc.Arbitrary<LeadPreferences> = fc
  .record({
    property_type: fc.constantFrom(...TYPES),
    bounds: fc.tuple(fc.nat(1_100_000), fc.nat(1_100_000)),
    city: fc.option(fc.constantFrom("San Francisco", "san_francisco", "Austin", "portland", "Nowhere"), { nil: undefined }),
    state: fc.option(fc.constantFrom("CA", "TX", "OR", "ME"), { nil: undefined }),
    min_bedrooms: fc.option(fc.nat(5), { nil: undefined }),
  })
  .map(({ bounds: [a, b], ...rest }) => {
    const prefs: LeadPreferences = { property_type: rest.property_type, price_range: { min: Math.min(a, b), max: Math.max(a, b) } };
    if (rest.city !== undefined) prefs.city = rest.city;
    if (rest.state !== undefined) prefs.state = rest.state;
    if (rest.min_bedrooms !== undefined) prefs.min_bedrooms = rest.min_bedrooms;
    return prefs;
  });

/** The reference: filter every listing, written independently of the index's match rules. */
function bruteForce(listings: Iterable<Property>, prefs: LeadPreferences): Property[] {
  return [...listings]
    .filter(
      (p) =>
        p.status === "active" &&
        p.type === prefs.property_type &&
        p.price >= prefs.price_range.min &&
        p.price <= prefs.price_range.max &&
        (prefs.city === undefined || citySlug(p.location.city) === citySlug(prefs.city)) &&
        (prefs.state === undefined || p.location.state === prefs.state) &&
        (prefs.min_bedrooms === undefined || (p.bedrooms ?? 0) >= prefs.min_bedrooms),
    )
    .sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1));
}

describe("property index", () => {
  it("matches and counts exactly like filtering every listing, through upserts and removals", () => {
    fc.assert(
      fc.property(
        fc.array(listing, { maxLength: 300, size: "max" }),
        fc.array(fc.nat(400), { maxLength: 40, size: "max" }),
        fc.array(preferences, { minLength: 1, maxLength: 15 }),
        fc.integer({ min: 1, max: 8 }),
        (listings, removals, queries, limit) => {
          const index = createPropertyIndex();
          const stored = new Map<string, Property>();
          for (const p of listings) {
            index.upsert(p);
            stored.set(p.id, p);
          }
          for (const n of removals) {
            const id = `prop_${String(n).padStart(8, "0")}`;
            index.remove(id);
            stored.delete(id);
          }
          for (const prefs of queries) {
            const expected = bruteForce(stored.values(), prefs);
            expect(index.matchLead(prefs, limit)).toEqual({ ids: expected.slice(0, limit).map((p) => p.id), count: expected.length });
            const { property_type: type, price_range: r } = prefs;
            const inBudget = bruteForce(stored.values(), { property_type: type, price_range: r }).length;
            expect(index.countInBudget(type, r.min, r.max)).toBe(inBudget);
            // The scan the demo data scores its leads with counts what the index counts.
            expect([...stored.values()].filter((p) => isInBudget(p, type, r.min, r.max)).length).toBe(inBudget);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, HEAVY_TEST_MS);

  it("drops a listing once it is no longer active, and takes it back when it is", () => {
    const index = createPropertyIndex();
    const home = makeProperty({ price: 900_000 });
    index.upsert(home);
    expect(index.countInBudget("residential", 800_000, 1_000_000)).toBe(1);
    index.upsert({ ...home, status: "pending" });
    expect(index.countInBudget("residential", 800_000, 1_000_000)).toBe(0);
    index.upsert({ ...home, price: 950_000 });
    expect(index.matchLead({ property_type: "residential", price_range: { min: 940_000, max: 960_000 } })).toEqual({ ids: [home.id], count: 1 });
  });

  it("reports up to 100 ids by default with the full count, and forgets everything on clear", () => {
    const index = createPropertyIndex();
    for (let i = 0; i < 150; i++) index.upsert(makeProperty({ price: 100_000 + i }));
    const match = index.matchLead({ property_type: "residential", price_range: { min: 0, max: 1e9 } });
    expect(match.ids).toHaveLength(100);
    expect(match.count).toBe(150);
    index.clear();
    expect(index.countInBudget("residential", 0, 1e9)).toBe(0);
  });
});
