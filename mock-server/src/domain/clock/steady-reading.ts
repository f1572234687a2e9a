import type { Clock } from "./clock";

/**
 * The clock's reading for lifetimes: its own `steady()` (createClock has one), or, for a clock a
 * caller brought without it, one made from its `now()`: each forward step between two readings
 * counts, each backward one counts as no time. That second kind only sees the moves between its
 * readings, so a move back and then forward again between two of them counts as their sum; give
 * the clock `steady()` for exact lifetimes.
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
