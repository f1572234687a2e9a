export const DAY_MS = 86_400_000;
// Fixed-length calendar units: analysis windows must not depend on time zones, DST or month lengths.
export const YEAR_MS = 365.25 * DAY_MS;
export const MONTH_MS = YEAR_MS / 12;

/** The contract's Timestamp: ISO 8601 in UTC with milliseconds and a `Z`. */
export const toIso = (ms: number): string => new Date(ms).toISOString();

/** Contract timestamps share one format, so text order is time order. */
export const compareTimestamps = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const secondsToUtcMidnight = (now: number): number => Math.ceil((DAY_MS - (now % DAY_MS)) / 1000);
