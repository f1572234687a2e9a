import type { MarketCondition } from "../types";

/** Closed sales over this many recent months set the monthly sales pace behind months of supply. */
export const SALES_PACE_MONTHS = 6;

/** Months of supply under which sellers hold the advantage, and over which buyers do. */
export const SELLERS_BELOW_MONTHS = 4;
export const BUYERS_ABOVE_MONTHS = 6;

/** The contract's reading of months of supply: under 4 sellers', 4–6 balanced, over 6 buyers'. */
export function marketCondition(monthsOfSupply: number | null): MarketCondition {
  if (monthsOfSupply === null) return "insufficient_data";
  if (monthsOfSupply < SELLERS_BELOW_MONTHS) return "sellers_market";
  return monthsOfSupply > BUYERS_ABOVE_MONTHS ? "buyers_market" : "balanced";
}
