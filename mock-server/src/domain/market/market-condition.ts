import type { MarketCondition } from "../types";

/** Months of closed sales that set the pace behind months of supply. */
export const SALES_PACE_MONTHS = 6;

/** The contract's reading of months of supply: under 4 sellers', 4–6 balanced, over 6 buyers'. */
export function marketCondition(monthsOfSupply: number | null): MarketCondition {
  if (monthsOfSupply === null) return "insufficient_data";
  if (monthsOfSupply < 4) return "sellers_market";
  return monthsOfSupply > 6 ? "buyers_market" : "balanced";
}
