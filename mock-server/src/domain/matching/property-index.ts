import { citySlug } from "../city-slug";
import type { LeadPreferences, Property, PropertyType } from "../types";
import { fitsDetails, isSupply, listingFacts, type ListingFacts } from "./match-rules";
import { createPriceList, type PriceList } from "./price-list";

/** Most listings a match reports by id; `property.matched` carries at most 100. */
export const MATCH_LIMIT = 100;

export interface PropertyMatch {
  /** The first `limit` matches, cheapest first. */
  ids: string[];
  /** Every match. */
  count: number;
}

export interface PropertyIndex {
  /** Adds or replaces a listing; a listing that is not `active` leaves the index. */
  upsert(property: Property): void;
  remove(id: string): void;
  /** Active listings of `type` with min ≤ price ≤ max: O(log n). */
  countInBudget(type: PropertyType, min: number, max: number): number;
  /** Active listings matching a lead: O(log n + k) for the k listings in the type, city and price range. */
  matchLead(prefs: LeadPreferences, limit?: number): PropertyMatch;
  clear(): void;
}

/**
 * Active listings bucketed by type and by type + city slug, each bucket sorted by price, so a
 * lead's candidates are one contiguous run found by binary search: the cost follows the matches,
 * not the size of the catalogue.
 */
export function createPropertyIndex(): PropertyIndex {
  const byType = new Map<string, PriceList<ListingFacts>>();
  const byTypeCity = new Map<string, PriceList<ListingFacts>>();
  const indexed = new Map<string, ListingFacts>();

  const cityKey = (type: PropertyType, city: string) => `${type}|${city}`;
  const bucket = (map: Map<string, PriceList<ListingFacts>>, key: string) => {
    let list = map.get(key);
    if (!list) map.set(key, (list = createPriceList()));
    return list;
  };
  const remove = (id: string) => {
    const facts = indexed.get(id);
    if (!facts) return;
    indexed.delete(id);
    byType.get(facts.type)?.remove(facts);
    byTypeCity.get(cityKey(facts.type, facts.city))?.remove(facts);
  };

  return {
    upsert(property) {
      remove(property.id);
      if (!isSupply(property)) return;
      const facts = listingFacts(property);
      indexed.set(facts.id, facts);
      bucket(byType, facts.type).insert(facts);
      bucket(byTypeCity, cityKey(facts.type, facts.city)).insert(facts);
    },
    remove,
    countInBudget: (type, min, max) => byType.get(type)?.countBetween(min, max) ?? 0,
    matchLead(prefs, limit = MATCH_LIMIT) {
      const { property_type: type, price_range: range } = prefs;
      const list = prefs.city === undefined ? byType.get(type) : byTypeCity.get(cityKey(type, citySlug(prefs.city)));
      if (!list) return { ids: [], count: 0 };
      const ids: string[] = [];
      const filtered = prefs.state !== undefined || prefs.min_bedrooms !== undefined;
      // Without state or bedroom filters the count comes from the ranks alone, so only `limit`
      // entries are visited however many listings are in range.
      let count = filtered ? 0 : list.countBetween(range.min, range.max);
      for (const facts of list.between(range.min, range.max)) {
        if (filtered && !fitsDetails(facts, prefs)) continue;
        if (ids.length < limit) ids.push(facts.id);
        if (filtered) count++;
        else if (ids.length >= limit) break;
      }
      return { ids, count };
    },
    clear() {
      byType.clear();
      byTypeCity.clear();
      indexed.clear();
    },
  };
}
