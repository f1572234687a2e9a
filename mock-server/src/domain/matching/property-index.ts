import { citySlug } from "../city-slug";
import type { LeadPreferences, Property, PropertyType } from "../types";
import { fitsDetails, isSupply, listingFacts, type ListingFacts } from "./match-rules";

/** Most listings a match reports by id; `property.matched` carries at most 100. */
export const MATCH_LIMIT = 100;

export interface PropertyMatch {
  /** The first `limit` matches, cheapest first. */
  ids: string[];
  count: number;
}

export interface PropertyIndex {
  /** Adds or replaces a listing; one that is not `active` leaves the index. */
  upsert(property: Property): void;
  remove(id: string): void;
  /** Active listings of `type` with min ≤ price ≤ max: O(log n). */
  countInBudget(type: PropertyType, min: number, max: number): number;
  /** O(log n + k) for the k listings in the lead's type, city and price range. */
  matchLead(prefs: LeadPreferences, limit?: number): PropertyMatch;
  clear(): void;
}

interface Priced {
  readonly id: string;
  readonly price: number;
}

export interface PriceList<T extends Priced> {
  readonly size: number;
  insert(entry: T): void;
  /** False when no entry has this id at this price. */
  remove(entry: Priced): boolean;
  countBetween(min: number, max: number): number;
  /** In (price, id) order. */
  between(min: number, max: number): Generator<T>;
}

const compare = (a: Priced, b: Priced): number => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Entries sorted by (price, id), `initial` in one sort: ranges are two binary searches. */
export function createPriceList<T extends Priced>(initial: T[] = []): PriceList<T> {
  const entries = initial.sort(compare);
  const firstNot = (before: (entry: T) => boolean) => {
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(entries[mid] as T)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const at = (entry: Priced) => firstNot((e) => compare(e, entry) < 0);
  return {
    get size() {
      return entries.length;
    },
    insert: (entry) => void entries.splice(at(entry), 0, entry),
    remove(entry) {
      const index = at(entry);
      if (entries[index]?.id !== entry.id) return false;
      entries.splice(index, 1);
      return true;
    },
    countBetween: (min, max) => (min > max ? 0 : firstNot((e) => e.price <= max) - firstNot((e) => e.price < min)),
    *between(min, max) {
      for (let i = firstNot((e) => e.price < min); i < entries.length && entries[i]!.price <= max; i++) yield entries[i]!;
    },
  };
}

/**
 * Active listings by type and by type + city slug, each sorted by price, so a lead's candidates
 * are one contiguous run. `properties` are indexed with one sort per bucket: inserting a large
 * catalogue one by one would be quadratic.
 */
export function createPropertyIndex(properties: Iterable<Property> = []): PropertyIndex {
  // Types and city slugs hold no "|", so the two kinds of key cannot meet.
  const lists = new Map<string, PriceList<ListingFacts>>();
  const indexed = new Map<string, ListingFacts>();
  const keysOf = (facts: ListingFacts) => [facts.type, `${facts.type}|${facts.city}`];
  const remove = (id: string) => {
    const facts = indexed.get(id);
    if (!facts) return;
    indexed.delete(id);
    for (const key of keysOf(facts)) lists.get(key)?.remove(facts);
  };
  const groups = new Map<string, ListingFacts[]>();
  for (const property of properties) {
    if (!isSupply(property)) continue;
    const facts = listingFacts(property);
    indexed.set(facts.id, facts);
    for (const key of keysOf(facts)) {
      const group = groups.get(key);
      if (group) group.push(facts);
      else groups.set(key, [facts]);
    }
  }
  for (const [key, entries] of groups) lists.set(key, createPriceList(entries));

  return {
    upsert(property) {
      remove(property.id);
      if (!isSupply(property)) return;
      const facts = listingFacts(property);
      indexed.set(facts.id, facts);
      for (const key of keysOf(facts)) {
        let list = lists.get(key);
        if (!list) lists.set(key, (list = createPriceList()));
        list.insert(facts);
      }
    },
    remove,
    countInBudget: (type, min, max) => lists.get(type)?.countBetween(min, max) ?? 0,
    matchLead(prefs, limit = MATCH_LIMIT) {
      const { property_type: type, price_range: range } = prefs;
      const list = lists.get(prefs.city === undefined ? type : `${type}|${citySlug(prefs.city)}`);
      if (!list) return { ids: [], count: 0 };
      const ids: string[] = [];
      const filtered = prefs.state !== undefined || prefs.min_bedrooms !== undefined;
      // Unfiltered, the count comes from the ranks, so only `limit` entries are visited.
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
      lists.clear();
      indexed.clear();
    },
  };
}
