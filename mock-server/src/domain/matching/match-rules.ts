import { citySlug } from "../city-slug";
import type { LeadPreferences, Property, PropertyType } from "../types";

/** What matching reads of an active listing, the city slugged. */
export interface ListingFacts {
  readonly id: string;
  readonly price: number;
  readonly type: PropertyType;
  readonly city: string;
  readonly state: string;
  readonly bedrooms: number | null;
}

export const isSupply = (p: Property): boolean => p.status === "active";

/** Whether `p` counts towards a budget match. */
export const inBudget = (p: Property, type: PropertyType, min: number, max: number): boolean =>
  isSupply(p) && p.type === type && min <= p.price && p.price <= max;

/** PropertyIndex.countInBudget by a scan: for a few leads, cheaper than an index. */
export function countInBudget(properties: Iterable<Property>, type: PropertyType, min: number, max: number): number {
  let count = 0;
  for (const p of properties) if (inBudget(p, type, min, max)) count++;
  return count;
}

export const listingFacts = (p: Property): ListingFacts => ({
  id: p.id,
  price: p.price,
  type: p.type,
  city: citySlug(p.location.city),
  state: p.location.state,
  bedrooms: p.bedrooms,
});

/** What an index bucket cannot answer; a listing without bedrooms (land) meets only `min_bedrooms: 0`. */
export const fitsDetails = (l: ListingFacts, prefs: Pick<LeadPreferences, "state" | "min_bedrooms">): boolean =>
  (prefs.state === undefined || prefs.state === l.state) &&
  (prefs.min_bedrooms === undefined || (l.bedrooms ?? 0) >= prefs.min_bedrooms);

/** "This listing matches this lead", which both indexes implement. */
export const listingMatches = (l: ListingFacts, prefs: LeadPreferences): boolean =>
  l.type === prefs.property_type &&
  l.price >= prefs.price_range.min &&
  l.price <= prefs.price_range.max &&
  (prefs.city === undefined || citySlug(prefs.city) === l.city) &&
  fitsDetails(l, prefs);
