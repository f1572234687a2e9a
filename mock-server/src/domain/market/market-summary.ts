import { formatCount, formatDecimal, formatDollars } from "../format";
import type { MarketAnalysis, MarketCondition } from "../types";
import { SALES_PACE_MONTHS } from "./market-condition";

/** Sold listings, or without sales the active ones' age. */
export type DaysOnMarketBasis = "sold" | "active";

type Figures = Omit<MarketAnalysis, "id" | "generated_at" | "summary">;

interface Names {
  cityName: string | null;
  daysOnMarketBasis: DaysOnMarketBasis | null;
}

/** Changes under this many percent either way read as flat. */
const FLAT_PCT = 0.5;

const CONDITION_PHRASE: Record<Exclude<MarketCondition, "insufficient_data">, string> = {
  sellers_market: "a seller's market",
  balanced: "a balanced market",
  buyers_market: "a buyer's market",
};

const count = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? "" : "s"}`;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function subject(f: Figures, cityName: string | null): string {
  const type = f.property_type?.replaceAll("_", " ");
  if (cityName && type) return `${cityName} ${type}`;
  if (cityName) return `${cityName} real estate`;
  return type ? `${capitalize(type)} across all cities` : "The market across all cities";
}

function trend(pct: number): string {
  if (Math.abs(pct) < FLAT_PCT) return `flat (${pct >= 0 ? "+" : ""}${formatDecimal(pct)}%)`;
  return `${pct > 0 ? "up" : "down"} ${formatDecimal(Math.abs(pct))}%`;
}

function supplySentence(f: Figures, who: string): string {
  const price = f.median_list_price === null ? "" : ` at a median of ${formatDollars(f.median_list_price)}`;
  const perSqft = f.median_price_per_sqft === null ? "" : ` (${formatDollars(f.median_price_per_sqft)}/sqft)`;
  const listings = `${count(f.active_listings, "active listing")}${price}${perSqft}`;
  if (f.active_listings === 0) return `${who} has no active listings, so the market cannot be called.`;
  if (f.market_condition === "insufficient_data") {
    const months = `${SALES_PACE_MONTHS} months`;
    return `${who} has ${listings}, but no closed sales in the last ${months} to measure supply against.`;
  }
  return `${who} is ${CONDITION_PHRASE[f.market_condition]}: ${listings}.`;
}

function historySentence({ year_over_year: yoy }: Figures): string {
  const changes = [
    yoy.median_list_price_pct === null ? null : `the median list price is ${trend(yoy.median_list_price_pct)}`,
    yoy.new_listings_pct === null ? null : `new listings are ${trend(yoy.new_listings_pct)}`,
  ].filter((c) => c !== null);
  if (changes.length === 0) return "There is no listing history from a year earlier to compare against.";
  return `${capitalize(changes.join(" and "))} compared with a year earlier.`;
}

function paceSentence(f: Figures, basis: DaysOnMarketBasis | null): string | null {
  const supply = f.months_of_supply === null ? null : `${formatDecimal(f.months_of_supply)} months of supply`;
  const days = f.median_days_on_market;
  if (days === null) return supply && `There are ${supply}.`;
  const pace = basis === "sold"
    ? `Listings sell in a median ${count(days, "day")}`
    : `Active listings have been on the market a median ${count(days, "day")}`;
  return `${pace}${supply ? `, with ${supply}` : ""}.`;
}

/** A plain-English narrative of the figures; every number in it comes from `f`. */
export function describeMarket(f: Figures, names: Names): string {
  const who = subject(f, names.cityName);
  if (f.sample_size === 0) return `${who} has no listings to analyze yet.`;
  return [
    supplySentence(f, who),
    historySentence(f),
    paceSentence(f, names.daysOnMarketBasis),
    `${count(f.new_listings_30d, "new listing")} came on the market in the last 30 days.`,
  ]
    .filter((s) => s !== null)
    .join(" ");
}
