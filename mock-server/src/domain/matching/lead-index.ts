import { citySlug } from "../city-slug";
import type { Lead, LeadPreferences, Property } from "../types";
import { isSupply, listingFacts, listingMatches } from "./match-rules";
import { priceBand, priceBands } from "./price-bands";

export interface LeadIndex {
  upsert(lead: Lead): void;
  remove(id: string): void;
  /** Ids of the leads an active listing matches, sorted; [] for a listing that is not active. */
  matchProperty(property: Property): string[];
  clear(): void;
}

const ANY_CITY = "*";

/**
 * Leads bucketed by wanted type, city slug (or any city) and price band. A lead sits in every
 * band its price range touches, so a new listing reads only the two buckets of its own band
 * (its city and any city). The candidates there are the matches plus leads whose range ends
 * inside that band (at most 25% off the price), so the cost follows the matches, not the number
 * of leads.
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

  return {
    upsert(lead) {
      remove(lead.id);
      const prefs = lead.preferences;
      const city = prefs.city === undefined ? ANY_CITY : citySlug(prefs.city);
      const keys = priceBands(prefs.price_range.min, prefs.price_range.max).map((band) =>
        key(prefs.property_type, city, band),
      );
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
      const band = priceBand(facts.price);
      const matches: string[] = [];
      for (const city of [facts.city, ANY_CITY]) {
        for (const id of buckets.get(key(facts.type, city, band)) ?? []) {
          const prefs = indexed.get(id)?.prefs;
          if (prefs && listingMatches(facts, prefs)) matches.push(id);
        }
      }
      return matches.sort();
    },
    clear() {
      buckets.clear();
      indexed.clear();
    },
  };
}
