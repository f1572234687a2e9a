import type { Clock } from "../../clock/clock";
import { THROTTLE_BASE_MS, THROTTLE_CAP_MS } from "../defaults";

interface Failures {
  count: number;
  until: number;
}

export type Throttle = ReturnType<typeof createThrottle>;

/**
 * Slows down secret guessing per client_id: after the n-th consecutive failure the client is
 * refused for min(BASE × 2^(n−1), CAP) ms of clock time, right or wrong secret, so the guessing
 * rate stays bounded whatever the attacker's parallelism. A success clears the count.
 */
export function createThrottle(clock: Clock) {
  const failures = new Map<string, Failures>();
  return {
    /** Milliseconds the client must still wait; 0 when it may try now. */
    waitMs: (clientId: string) => Math.max(0, (failures.get(clientId)?.until ?? 0) - clock.now()),
    fail(clientId: string): number {
      const count = (failures.get(clientId)?.count ?? 0) + 1;
      const delay = Math.min(THROTTLE_BASE_MS * 2 ** (count - 1), THROTTLE_CAP_MS);
      failures.set(clientId, { count, until: clock.now() + delay });
      return delay;
    },
    succeed: (clientId: string) => void failures.delete(clientId),
    clear: () => failures.clear(),
  };
}
