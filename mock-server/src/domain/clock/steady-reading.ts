import type { Clock } from "./clock";

/**
 * The clock's `steady()`, or for a caller's clock without one a reading made from `now()` that
 * counts forward steps only. It sees only the moves between its readings, so give the clock
 * `steady()` for exact lifetimes.
 */
export function steadyReading(clock: Clock): () => number {
  if (clock.steady) return () => clock.steady!();
  let last = clock.now();
  let steady = last;
  return () => {
    const now = clock.now();
    if (now > last) steady += now - last;
    last = now;
    return steady;
  };
}
