import type { Random } from "../random";
import { DAY_MS, MONTH_MS, YEAR_MS } from "../clock/iso";
import type { ListingStatus } from "../types";
import type { DemoCity } from "./cities";

/** How far back the demo history reaches: two years, so year-over-year has a previous year. */
export const HISTORY_MS = 2 * YEAR_MS;
/** Days between accepting an offer and closing; the listing is pending or under contract meanwhile. */
const ESCROW_DAYS = 24;
/** Share of listings announced as coming soon, with a listing date in the next two weeks. */
const COMING_SOON_SHARE = 0.01;

export interface ListingTimeline {
  status: ListingStatus;
  listedAt: number;
  closedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * A listing date in the history window, denser towards `now` when the city's listing volume
 * grows: the density follows (1 + volumeTrend)^years, sampled by inverting its distribution.
 */
function sampleListedAt(rng: Random, volumeTrend: number, now: number): number {
  const k = Math.log(1 + volumeTrend) / YEAR_MS;
  const u = rng.next();
  const sinceStart = Math.abs(k) < 1e-12 ? u * HISTORY_MS : Math.log(1 + u * Math.expm1(k * HISTORY_MS)) / k;
  return Math.round(now - HISTORY_MS + sinceStart);
}

/** Spread of the days to close around the city's median, and of how long unsold listings last. */
const CLOSE_SIGMA = 0.55;
const LINGER_SIGMA = 0.5;
/** Unsold listings stay on the market this many times a sale's median before they are pulled. */
const LINGER_FACTOR = 2.2;
const DAYS_PER_MONTH = MONTH_MS / DAY_MS;

/**
 * The share of listings that sell for the city to settle at its months of supply. In steady
 * state (Little's law) active listings = new listings per day × the average days a listing stays
 * active: p·(E[days to close] − escrow) for sales plus (1 − p)·E[days until pulled] for the rest;
 * sales per month = new listings per month × p. Their ratio is the months of supply; solve for p.
 */
export function sellThrough(city: DemoCity): number {
  const mean = (median: number, sigma: number) => median * Math.exp((sigma * sigma) / 2);
  const activeIfSold = mean(city.daysToClose, CLOSE_SIGMA) - ESCROW_DAYS;
  const activeIfPulled = mean(city.daysToClose * LINGER_FACTOR, LINGER_SIGMA);
  const p = activeIfPulled / (city.monthsOfSupply * DAYS_PER_MONTH + activeIfPulled - activeIfSold);
  return Math.min(0.95, Math.max(0.3, p));
}

/** Where one listing stands at `now`: sold, under contract, still active, or taken off the market. */
export function sampleTimeline(rng: Random, city: DemoCity, sold: number, now: number): ListingTimeline {
  if (rng.chance(COMING_SOON_SHARE)) {
    const createdAt = now - rng.int(1, 5) * DAY_MS;
    const listedAt = now + rng.int(2, 14) * DAY_MS;
    return { status: "coming_soon", listedAt, closedAt: null, createdAt, updatedAt: createdAt };
  }
  const listedAt = sampleListedAt(rng, city.volumeTrend, now);
  const open = (status: ListingStatus, updatedAt: number): ListingTimeline => ({
    status, listedAt, closedAt: null, createdAt: listedAt, updatedAt,
  });
  if (rng.chance(sold)) {
    const days = Math.max(ESCROW_DAYS + 3, rng.logNormal(city.daysToClose, CLOSE_SIGMA));
    const closedAt = Math.round(listedAt + days * DAY_MS);
    const contractAt = closedAt - ESCROW_DAYS * DAY_MS;
    if (closedAt <= now) return { status: "closed", listedAt, closedAt, createdAt: listedAt, updatedAt: closedAt };
    if (contractAt <= now) return open(rng.chance(0.5) ? "pending" : "active_under_contract", contractAt);
    return open("active", listedAt);
  }
  const endAt = Math.round(listedAt + rng.logNormal(city.daysToClose * LINGER_FACTOR, LINGER_SIGMA) * DAY_MS);
  if (endAt > now) return open("active", listedAt);
  return open(rng.pick(["withdrawn", "expired", "expired", "canceled"] as const), endAt);
}

/** Where asking prices peak in the calendar year (mid-May), as a fraction of the year. */
const PEAK_SEASON = 0.37;

/** City price per square foot at `at`, following the city's yearly trend and a mild spring peak. */
export function pricePerSqftAt(city: DemoCity, at: number, now: number): number {
  const yearFraction = (at / YEAR_MS) % 1;
  const season = 1 + 0.02 * Math.cos(2 * Math.PI * (yearFraction - PEAK_SEASON));
  return city.pricePerSqft * Math.pow(1 + city.appreciation, (at - now) / YEAR_MS) * season;
}
