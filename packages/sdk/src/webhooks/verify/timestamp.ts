import { fail } from "../errors";

/**
 * Checks the timestamp header against the receiver's clock. Strict digits only: `parseInt`
 * would accept `"1700000000abc"` and let a tampered header through.
 */
export function checkTimestamp(header: string, now: number, tolerance: number): void {
  if (!/^\d+$/.test(header)) fail("malformed_timestamp");
  const age = now - Number(header);
  if (age > tolerance) fail("timestamp_too_old");
  if (-age > tolerance) fail("timestamp_in_future");
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
