import type { Clock } from "../../../domain/clock/clock";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { MAX_PENDING, THROTTLE_BASE_MS, THROTTLE_CAP_MS } from "../defaults";
import { stampedMap } from "./stamped-map";

export type Throttle = ReturnType<typeof createThrottle>;

const delayAfter = (failures: number) => Math.min(THROTTLE_BASE_MS * 2 ** (failures - 1), THROTTLE_CAP_MS);

/**
 * Slows down secret guessing per client_id: after the n-th consecutive failure the client is
 * refused for min(BASE × 2^(n−1), CAP) ms of clock time, right or wrong secret, so the guessing
 * rate stays bounded whatever the attacker's parallelism. A success clears the count.
 */
export function createThrottle(clock: Clock) {
  // Consecutive failures per registered client_id, stamped at the last one. Only registered ids
  // are counted (client-auth.ts); the cap is a second line should that ever change.
  const failures = stampedMap<number>(steadyReading(clock), MAX_PENDING);
  return {
    /** Milliseconds the client must still wait; 0 when it may try now. */
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
