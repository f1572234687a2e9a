import type { Clock } from "../../../domain/clock/clock";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { AUTHORIZE_BURST, AUTHORIZE_PER_MINUTE, MAX_PENDING, THROTTLE_BASE_MS, THROTTLE_CAP_MS } from "../defaults";

/**
 * Per-key values stamped on the clock's steady reading, not the sandbox clock: that one can move
 * back, and a bucket would drain instead of refilling. Past `limit` keys the least recently written goes.
 */
function stampedMap<T>(clock: Clock, limit = MAX_PENDING) {
  const steady = steadyReading(clock);
  const entries = new Map<string, { value: T; at: number }>();
  return {
    read(key: string): { value: T; elapsedMs: number } | undefined {
      const entry = entries.get(key);
      return entry && { value: entry.value, elapsedMs: steady() - entry.at };
    },
    write(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { value, at: steady() });
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    delete: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;

/**
 * A token bucket per address for unauthenticated requests that create server state; the table is
 * capped at MAX_PENDING addresses, so a flood from many addresses cannot grow it either.
 */
export function createAddressLimiter(clock: Clock) {
  const buckets = stampedMap<number>(clock);
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

export type Throttle = ReturnType<typeof createThrottle>;

const delayAfter = (failures: number) => Math.min(THROTTLE_BASE_MS * 2 ** (failures - 1), THROTTLE_CAP_MS);

/**
 * Slows secret guessing per registered client_id: after the n-th consecutive failure it is refused
 * for min(BASE × 2^(n−1), CAP) ms, right or wrong secret, whatever the attacker's parallelism.
 */
export function createThrottle(clock: Clock) {
  const failures = stampedMap<number>(clock);
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
    succeed: (clientId: string) => failures.delete(clientId),
    clear: () => failures.clear(),
  };
}
