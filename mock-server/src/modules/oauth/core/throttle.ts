import type { Clock } from "../../../domain/clock/clock";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { AUTHORIZE_BURST, AUTHORIZE_PER_MINUTE, THROTTLE_BASE_MS, THROTTLE_CAP_MS } from "../defaults";
import { expiringMap } from "./expiring-map";

/**
 * Per-key values stamped on the clock's steady reading, not the sandbox clock: that one can move
 * back, and a bucket would drain instead of refilling. Capped at MAX_PENDING keys, so a flood
 * from many addresses cannot grow it either.
 */
function stampedMap(clock: Clock) {
  const steady = steadyReading(clock);
  const entries = expiringMap<{ value: number; at: number }>(steady);
  return {
    read(key: string): { value: number; elapsedMs: number } | undefined {
      const entry = entries.get(key);
      return entry && { value: entry.value, elapsedMs: steady() - entry.at };
    },
    write: (key: string, value: number) => entries.set(key, { value, at: steady() }, Infinity),
    delete: entries.delete,
    clear: entries.clear,
  };
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;

/** A token bucket per address for unauthenticated requests that create server state. */
export function createAddressLimiter(clock: Clock) {
  const buckets = stampedMap(clock);
  const perMs = AUTHORIZE_PER_MINUTE / 60_000;
  return {
    /** 0 when the request may proceed (and is counted); else the milliseconds until it may. */
    take(address: string): number {
      const previous = buckets.read(address);
      const refilled = previous ? Math.min(AUTHORIZE_BURST, previous.value + previous.elapsedMs * perMs) : AUTHORIZE_BURST;
      buckets.write(address, refilled >= 1 ? refilled - 1 : refilled);
      return refilled >= 1 ? 0 : Math.ceil((1 - refilled) / perMs);
    },
    clear: buckets.clear,
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

const delayAfter = (failures: number) => Math.min(THROTTLE_BASE_MS * 2 ** (failures - 1), THROTTLE_CAP_MS);

/**
 * Slows secret guessing per registered client_id: after the n-th consecutive failure it is refused
 * for min(BASE × 2^(n−1), CAP) ms, right or wrong secret, whatever the attacker's parallelism.
 */
export function createThrottle(clock: Clock) {
  const failures = stampedMap(clock);
  return {
    waitMs(clientId: string): number {
      const last = failures.read(clientId);
      return last ? Math.max(0, delayAfter(last.value) - last.elapsedMs) : 0;
    },
    fail(clientId: string): number {
      const count = (failures.read(clientId)?.value ?? 0) + 1;
      failures.write(clientId, count);
      return delayAfter(count);
    },
    succeed: failures.delete,
    clear: failures.clear,
  };
}
