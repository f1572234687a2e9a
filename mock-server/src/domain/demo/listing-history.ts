import type { Random } from "../random";
import { DAY_MS, MONTH_MS, YEAR_MS } from "../clock/iso";
import type { ListingStatus } from "../types";
import type { DemoCity } from "./cities";

/** Two years, so year-over-year has a previous year. */
const HISTORY_MS = 2 * YEAR_MS;
/** Days from an accepted offer to closing, pending or under contract. */
const ESCROW_DAYS = 24;
/** Share of listings coming soon, listed within two weeks. */
const COMING_SOON_SHARE = 0.01;

export interface ListingTimeline {
  status: ListingStatus;
  listedAt: number;
  closedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** A listing date whose density follows (1 + volumeTrend)^years, sampled by inverting its distribution. */
function sampleListedAt(rng: Random, volumeTrend: number, now: number): number {
  const k = Math.log(1 + volumeTrend) / YEAR_MS;
  const u = rng.next();
  const sinceStart = Math.abs(k) < 1e-12 ? u * HISTORY_MS : Math.log(1 + u * Math.expm1(k * HISTORY_MS)) / k;
  return Math.round(now - HISTORY_MS + sinceStart);
}

const CLOSE_SIGMA = 0.55;
const LINGER_SIGMA = 0.5;
/** Unsold listings stay this many times a sale's median before they are pulled. */
const LINGER_FACTOR = 2.2;
const DAYS_PER_MONTH = MONTH_MS / DAY_MS;

/**
 * The share p of listings that sell for the city to settle at its months of supply. By Little's
 * law active = new per day × (p·(E[close] − escrow) + (1 − p)·E[pulled]); sales = new × p; their
 * ratio is the months of supply, solved for p.
 */
export function sellThrough(city: DemoCity): number {
  const mean = (median: number, sigma: number) => median * Math.exp((sigma * sigma) / 2);
  const activeIfSold = mean(city.daysToClose, CLOSE_SIGMA) - ESCROW_DAYS;
  const activeIfPulled = mean(city.daysToClose * LINGER_FACTOR, LINGER_SIGMA);
  const p = activeIfPulled / (city.monthsOfSupply * DAYS_PER_MONTH + activeIfPulled - activeIfSold);
  return Math.min(0.95, Math.max(0.3, p));
}

/** Where one listing stands at `now`. */
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

/** Mid-May, as a fraction of the year: where asking prices peak. */
const PEAK_SEASON = 0.37;

/** The city's price per square foot at `at`: its yearly trend and a mild spring peak. */
export function pricePerSqftAt(city: DemoCity, at: number, now: number): number {
  const yearFraction = (at / YEAR_MS) % 1;
  const season = 1 + 0.02 * Math.cos(2 * Math.PI * (yearFraction - PEAK_SEASON));
  return city.pricePerSqft * Math.pow(1 + city.appreciation, (at - now) / YEAR_MS) * season;
}
