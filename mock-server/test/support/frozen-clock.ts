import { type Clock, createClock } from "../../src/domain/clock/clock";

/** A clock that moves only when told: tests at a boundary must not race the wall clock. */
export function frozenClock(start = Date.UTC(2026, 10, 2, 9, 0, 0)): Clock {
  return createClock(start, { frozen: true });
}
