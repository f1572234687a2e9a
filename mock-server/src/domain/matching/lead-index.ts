import { citySlug } from "../city-slug";
import type { Lead, LeadPreferences, Property, PropertyType } from "../types";
import { isSupply, listingFacts, listingMatches } from "./match-rules";

export interface LeadIndex {
  upsert(lead: Lead): void;
  remove(id: string): void;
  /** Ids of the leads an active listing matches, sorted; [] for a listing that is not active. */
  matchProperty(property: Property): string[];
  /** Sorted ids of the leads whose type and price range take in such a listing, whatever their city: whose `budget_match` it moves. */
  leadsInBudget(type: PropertyType, price: number): string[];
  clear(): void;
}

const ANY_CITY = "*";
// Budget buckets ignore the city; their key cannot collide with a city slug (letters, digits, _).
const BUDGET = "$";

// Geometric 25% price bands from $1,000 to the contract's maximum price, plus one below $1,000.
const BOUNDARIES: number[] = [];
for (let b = 1_000; b <= 1_000_000_000 * 1.25; b *= 1.25) BOUNDARIES.push(b);

/** How many boundaries lie at or below `price`. */
const priceBand = (price: number): number => {
  const above = BOUNDARIES.findIndex((boundary) => boundary > price);
  return above === -1 ? BOUNDARIES.length : above;
};

/**
 * Leads bucketed by type, city slug (or any city) and every price band their range touches, and
 * by type and band alone for budgets. A listing reads only its own band's buckets, whose
 * candidates are the matches plus ranges ending at most 25% off the price.
 */
export function createLeadIndex(): LeadIndex {
  const buckets = new Map<string, Set<string>>();
  const indexed = new Map<string, { prefs: LeadPreferences; keys: string[] }>();

  const key = (type: string, city: string, band: number) => `${type}|${city}|${band}`;
  const remove = (id: string) => {
    const entry = indexed.get(id);
    if (!entry) return;
    indexed.delete(id);
    for (const k of entry.keys) {
      const bucket = buckets.get(k);
      bucket?.delete(id);
      if (bucket?.size === 0) buckets.delete(k);
    }
  };
  const collect = (type: string, price: number, cities: string[], accept: (prefs: LeadPreferences) => boolean) => {
    const band = priceBand(price);
    const ids: string[] = [];
    for (const city of cities) {
      for (const id of buckets.get(key(type, city, band)) ?? []) {
        const prefs = indexed.get(id)?.prefs;
        if (prefs && accept(prefs)) ids.push(id);
      }
    }
    return ids.sort();
  };

  return {
    upsert(lead) {
      remove(lead.id);
      const prefs = lead.preferences;
      const city = prefs.city === undefined ? ANY_CITY : citySlug(prefs.city);
      const keys: string[] = [];
      for (let band = priceBand(prefs.price_range.min); band <= priceBand(prefs.price_range.max); band++) {
        keys.push(key(prefs.property_type, city, band), key(prefs.property_type, BUDGET, band));
      }
      for (const k of keys) {
        let bucket = buckets.get(k);
        if (!bucket) buckets.set(k, (bucket = new Set()));
        bucket.add(lead.id);
      }
      indexed.set(lead.id, { prefs, keys });
    },
    remove,
    matchProperty(property) {
      if (!isSupply(property)) return [];
      const facts = listingFacts(property);
      return collect(facts.type, facts.price, [facts.city, ANY_CITY], (prefs) => listingMatches(facts, prefs));
    },
    leadsInBudget: (type, price) =>
      collect(type, price, [BUDGET], ({ price_range: r }) => price >= r.min && price <= r.max),
    clear() {
      buckets.clear();
      indexed.clear();
    },
  };
}
