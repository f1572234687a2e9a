import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { citySlug, createLeadIndex } from "../../src/domain";
import type { Lead, Property } from "../../src/domain/types";
import { HEAVY_TEST_MS, makeLead, makeProperty } from "./fixtures";

const TYPES = ["residential", "residential_lease", "land"] as const;
const CITIES = [
  { city: "San Francisco", state: "CA" },
  { city: "Austin", state: "TX" },
  { city: "Portland", state: "OR" },
];
// Prices from rents to towers, so ranges cross many price bands and band edges.
const price = fc.oneof(fc.nat(10_000), fc.nat(3_000_000), fc.constantFrom(0, 999, 1000, 1250, 1_000_000_000));

const lead = fc
  .record({
    id: fc.nat(300),
    property_type: fc.constantFrom(...TYPES),
    bounds: fc.tuple(price, price),
    city: fc.option(fc.constantFrom("San Francisco", "austin", "Portland"), { nil: undefined }),
    state: fc.option(fc.constantFrom("CA", "TX", "OR"), { nil: undefined }),
    min_bedrooms: fc.option(fc.nat(4), { nil: undefined }),
  })
  .map(({ id, bounds: [a, b], ...p }) =>
    makeLead({
      id: `lead_${String(id).padStart(8, "0")}`,
      preferences: {
        property_type: p.property_type,
        price_range: { min: Math.min(a, b), max: Math.max(a, b) },
        ...(p.city !== undefined && { city: p.city }),
        ...(p.state !== undefined && { state: p.state }),
        ...(p.min_bedrooms !== undefined && { min_bedrooms: p.min_bedrooms }),
      },
    }),
  );

const listing = fc
  .record({
    type: fc.constantFrom(...TYPES),
    status: fc.constantFrom("active", "active", "closed"),
    price,
    bedrooms: fc.option(fc.nat(5)),
    city: fc.constantFrom(...CITIES),
  })
  .map(({ city, ...rest }) => makeProperty({ ...rest, ...city }));

/** The reference: every lead whose preferences the listing meets, written independently. */
function bruteForce(leads: Iterable<Lead>, p: Property): string[] {
  if (p.status !== "active") return [];
  return [...leads]
    .filter(({ preferences: prefs }) =>
      p.type === prefs.property_type &&
      p.price >= prefs.price_range.min &&
      p.price <= prefs.price_range.max &&
      (prefs.city === undefined || citySlug(prefs.city) === citySlug(p.location.city)) &&
      (prefs.state === undefined || prefs.state === p.location.state) &&
      (prefs.min_bedrooms === undefined || (p.bedrooms ?? 0) >= prefs.min_bedrooms),
    )
    .map((l) => l.id)
    .sort();
}

describe("lead index", () => {
  it("finds exactly the leads a listing matches, and those it is in budget for, through upserts and removals", () => {
    fc.assert(
      fc.property(fc.array(lead, { maxLength: 200, size: "max" }), fc.array(fc.nat(300), { maxLength: 30 }), fc.array(listing, { minLength: 1, maxLength: 25 }), (leads, removals, listings) => {
        const index = createLeadIndex();
        const stored = new Map<string, Lead>();
        for (const l of leads) {
          index.upsert(l);
          stored.set(l.id, l);
        }
        for (const n of removals) {
          const id = `lead_${String(n).padStart(8, "0")}`;
          index.remove(id);
          stored.delete(id);
        }
        for (const p of listings) {
          expect(index.matchProperty(p)).toEqual(bruteForce(stored.values(), p));
          const inBudget = [...stored.values()]
            .filter(({ preferences: { property_type, price_range: r } }) => property_type === p.type && p.price >= r.min && p.price <= r.max)
            .map((l) => l.id)
            .sort();
          expect(index.leadsInBudget(p.type, p.price)).toEqual(inBudget);
        }
      }),
      { numRuns: 150 },
    );
  }, HEAVY_TEST_MS);

  it("counts a lead in budget for a listing outside its city, which it does not match", () => {
    const index = createLeadIndex();
    const buyer = makeLead({ preferences: { city: "Austin", min_bedrooms: 4 } });
    index.upsert(buyer);
    const home = makeProperty({ price: 900_000, city: "Boston", state: "MA" });
    expect(index.matchProperty(home)).toEqual([]);
    expect(index.leadsInBudget("residential", 900_000)).toEqual([buyer.id]);
    expect(index.leadsInBudget("land", 900_000)).toEqual([]);
  });

  it("follows a lead whose preferences change", () => {
    const index = createLeadIndex();
    const buyer = makeLead({ preferences: { price_range: { min: 500_000, max: 600_000 } } });
    const home = makeProperty({ price: 900_000 });
    index.upsert(buyer);
    expect(index.matchProperty(home)).toEqual([]);
    index.upsert({ ...buyer, preferences: { ...buyer.preferences, price_range: { min: 800_000, max: 1_000_000 } } });
    expect(index.matchProperty(home)).toEqual([buyer.id]);
    index.clear();
    expect(index.matchProperty(home)).toEqual([]);
    expect(index.leadsInBudget("residential", 900_000)).toEqual([]);
  });
});
