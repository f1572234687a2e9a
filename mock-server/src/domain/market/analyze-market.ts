import { citySlug } from "../city-slug";
import { isSupply } from "../matching/match-rules";
import { DAY_MS, MONTH_MS, YEAR_MS } from "../clock/iso";
import type { MarketAnalysis, Property, PropertyType } from "../types";
import { marketCondition, SALES_PACE_MONTHS } from "./market-condition";
import { describeMarket, type DaysOnMarketBasis } from "./market-summary";
import { median, percentChange, round } from "./stats";

/** Null: every city (a name is slugged first), every type. */
export interface MarketQuery {
  city: string | null;
  propertyType: PropertyType | null;
  now: number;
}

export type MarketFigures = Omit<MarketAnalysis, "id" | "generated_at">;

const NEW_LISTINGS_WINDOW_MS = 30 * DAY_MS;
// Lease types are priced as monthly rent, which would drag an all-types price median down.
const RENT_TYPES: ReadonlySet<PropertyType> = new Set(["residential_lease", "commercial_lease"]);

interface Dated {
  listing: Property;
  listedAt: number;
  closedAt: number | null;
}

/** `at` in (from, to]. */
const within = (at: number | null, from: number, to: number) => at !== null && at > from && at <= to;
const prices = (set: readonly Dated[]) => set.map((d) => d.listing.price);
const pricesPerSqft = (set: readonly Dated[]) =>
  set.flatMap(({ listing: p }) => (p.square_feet ? [p.price / p.square_feet] : []));

function inScope(listings: Iterable<Property>, city: string | null, type: PropertyType | null): Dated[] {
  const scope: Dated[] = [];
  for (const listing of listings) {
    if (type !== null && listing.type !== type) continue;
    if (city !== null && citySlug(listing.location.city) !== city) continue;
    const closedAt = listing.closed_at === null ? null : Date.parse(listing.closed_at);
    scope.push({ listing, listedAt: Date.parse(listing.listed_at), closedAt });
  }
  return scope;
}

/** Median days on market of the last year's sales; the age of active listings when nothing sold. */
function daysOnMarket(
  sold: readonly Dated[],
  active: readonly Dated[],
  now: number,
): { basis: DaysOnMarketBasis | null; days: number | null } {
  const days = (set: readonly Dated[], end: (d: Dated) => number) =>
    median(set.map((d) => Math.max(0, end(d) - d.listedAt) / DAY_MS));
  if (sold.length > 0) return { basis: "sold", days: days(sold, (d) => d.closedAt ?? now) };
  if (active.length > 0) return { basis: "active", days: days(active, () => now) };
  return { basis: null, days: null };
}

/** A city's name from its slug, when no listing spells it. */
const titleCase = (slug: string) =>
  slug
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");

/** The market figures as docs/market-analysis.md defines them. */
export function analyzeMarket(listings: Iterable<Property>, q: MarketQuery): MarketFigures {
  const { now } = q;
  const city = q.city === null ? null : citySlug(q.city);
  const scope = inScope(listings, city, q.propertyType);
  const priced = q.propertyType === null ? scope.filter((d) => !RENT_TYPES.has(d.listing.type)) : scope;
  const active = scope.filter((d) => isSupply(d.listing));
  const activePriced = priced.filter((d) => isSupply(d.listing));
  const listedInYear = (set: readonly Dated[], yearsAgo: number) =>
    set.filter((d) => within(d.listedAt, now - (yearsAgo + 1) * YEAR_MS, now - yearsAgo * YEAR_MS));
  const soldWithin = (months: number) =>
    scope.filter((d) => d.listing.status === "closed" && within(d.closedAt, now - months * MONTH_MS, now));

  const monthlySales = soldWithin(SALES_PACE_MONTHS).length / SALES_PACE_MONTHS;
  const monthsOfSupply = active.length > 0 && monthlySales > 0 ? round(active.length / monthlySales, 1) : null;
  const dom = daysOnMarket(soldWithin(12), active, now);
  const [thisYear, lastYear] = [listedInYear(priced, 0), listedInYear(priced, 1)];

  const figures: Omit<MarketFigures, "summary"> = {
    city,
    property_type: q.propertyType,
    sample_size: scope.length,
    median_list_price: round(median(prices(activePriced))),
    median_price_per_sqft: round(median(pricesPerSqft(activePriced)), 2),
    active_listings: active.length,
    new_listings_30d: scope.filter((d) => within(d.listedAt, now - NEW_LISTINGS_WINDOW_MS, now)).length,
    median_days_on_market: round(dom.days),
    months_of_supply: monthsOfSupply,
    year_over_year: {
      median_list_price_pct: percentChange(median(prices(thisYear)), median(prices(lastYear))),
      median_price_per_sqft_pct: percentChange(median(pricesPerSqft(thisYear)), median(pricesPerSqft(lastYear))),
      new_listings_pct: percentChange(listedInYear(scope, 0).length, listedInYear(scope, 1).length),
    },
    market_condition: marketCondition(monthsOfSupply),
  };
  const cityName = city === null ? null : (scope[0]?.listing.location.city ?? titleCase(city));
  return { ...figures, summary: describeMarket(figures, { cityName, daysOnMarketBasis: dom.basis }) };
}
