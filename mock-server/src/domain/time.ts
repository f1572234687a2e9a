import { DAY_MS } from "./clock/iso";

// Fixed-length calendar units: analysis windows must not depend on time zones, DST or month lengths.
export { DAY_MS };
export const YEAR_MS = 365.25 * DAY_MS;
export const MONTH_MS = YEAR_MS / 12;

/** ISO 8601 in UTC with a `Z`, as the contract's Timestamp wants. */
export { toIso as toTimestamp } from "./clock/iso";

/** Orders contract timestamps; they share one format, so text order is time order. */
export const compareTimestamps = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
