import { citySlug } from "../city-slug";
import type { Lead, LeadPreferences, Property, PropertyType } from "../types";
import { isSupply, listingFacts, listingMatches } from "./match-rules";
import { priceBand, priceBands } from "./price-bands";

export interface LeadIndex {
  upsert(lead: Lead): void;
  remove(id: string): void;
  /** Ids of the leads an active listing matches, sorted; [] for a listing that is not active. */
  matchProperty(property: Property): string[];
  /**
   * Ids of the leads whose wanted type and price range take in a listing of this type and price,
   * whatever their city or other wishes, sorted: the leads whose `budget_match` moves when such
   * a listing comes on the market or leaves it.
   */
  leadsInBudget(type: PropertyType, price: number): string[];
  clear(): void;
}

const ANY_CITY = "*";
// Budget buckets ignore the city; their key cannot collide with a city slug (letters, digits, _).
const BUDGET = "$";

/**
 * Leads bucketed by wanted type, city slug (or any city) and price band, and once more by type
 * and band alone for budgets. A lead sits in every band its price range touches, so a listing
 * reads only the buckets of its own band. The candidates there are the matches plus leads whose
 * range ends inside that band (at most 25% off the price), so the cost follows the matches, not
 * the number of leads.
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
  /** Ids in the buckets of `cities` for this type and price that pass `accept`, sorted. */
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
      const keys = priceBands(prefs.price_range.min, prefs.price_range.max).flatMap((band) => [
        key(prefs.property_type, city, band),
        key(prefs.property_type, BUDGET, band),
      ]);
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
