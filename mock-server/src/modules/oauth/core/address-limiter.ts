import type { Clock } from "../../../domain/clock/clock";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { AUTHORIZE_BURST, AUTHORIZE_PER_MINUTE, MAX_PENDING } from "../defaults";
import { stampedMap } from "./stamped-map";

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;

/**
 * A token bucket per client address for unauthenticated requests that create server state (the
 * authorization endpoint): AUTHORIZE_BURST at once, refilled at AUTHORIZE_PER_MINUTE on the
 * clock. At most MAX_PENDING addresses are tracked; past that the least recently seen is dropped,
 * so a flood from many addresses cannot grow the table either.
 */
export function createAddressLimiter(clock: Clock) {
  // The tokens each address had left after its last request.
  const buckets = stampedMap<number>(steadyReading(clock), MAX_PENDING);
  const perMs = AUTHORIZE_PER_MINUTE / 60_000;
  return {
    /** 0 when the request may proceed (and is counted); else the milliseconds until it may. */
    take(address: string): number {
      const previous = buckets.read(address);
      const refilled = previous ? Math.min(AUTHORIZE_BURST, previous.value + previous.elapsedMs * perMs) : AUTHORIZE_BURST;
      buckets.write(address, refilled >= 1 ? refilled - 1 : refilled);
      return refilled >= 1 ? 0 : Math.ceil((1 - refilled) / perMs);
    },
    clear: () => buckets.clear(),
  };
}
