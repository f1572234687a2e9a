/** ISO 8601 in UTC with a `Z`, as every timestamp of the contract. */
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

export const DAY_MS = 86_400_000;

/** Seconds from `now` until the next 00:00 UTC. */
export function secondsToUtcMidnight(now: number): number {
  return Math.ceil((DAY_MS - (now % DAY_MS)) / 1000);
}
