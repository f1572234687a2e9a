import type { Clock } from "../../clock/clock";
import { AUTHORIZE_BURST, AUTHORIZE_PER_MINUTE, MAX_PENDING } from "../defaults";

interface Bucket {
  tokens: number;
  at: number;
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;

/**
 * A token bucket per client address for unauthenticated requests that create server state (the
 * authorization endpoint): AUTHORIZE_BURST at once, refilled at AUTHORIZE_PER_MINUTE on the
 * clock. At most MAX_PENDING addresses are tracked; past that the least recently seen is dropped,
 * so a flood from many addresses cannot grow the table either.
 */
export function createAddressLimiter(clock: Clock) {
  const buckets = new Map<string, Bucket>();
  const perMs = AUTHORIZE_PER_MINUTE / 60_000;
  return {
    /** 0 when the request may proceed (and is counted); else the milliseconds until it may. */
    take(address: string): number {
      const now = clock.now();
      const previous = buckets.get(address);
      const refilled = previous ? Math.min(AUTHORIZE_BURST, previous.tokens + (now - previous.at) * perMs) : AUTHORIZE_BURST;
      buckets.delete(address);
      buckets.set(address, { tokens: refilled >= 1 ? refilled - 1 : refilled, at: now });
      if (buckets.size > MAX_PENDING) buckets.delete(buckets.keys().next().value as string);
      return refilled >= 1 ? 0 : Math.ceil((1 - refilled) / perMs);
    },
    clear: () => buckets.clear(),
  };
}
