import { type Clock, createClock } from "../domain/clock/clock";
import { parseInstant, startOfUtcDay } from "../domain/clock/clock-state";
import type { EngineOptions } from "./engine-types";

/** The engine's clock, and the instant its start (demo data, start keys, their audit) is dated from. */
export interface EngineClock {
  readonly clock: Clock;
  /** The instant demo data and the start's records are dated from; fixed at creation, so a reset repeats it. */
  readonly startAt: number;
  /** Back to how the clock stood at creation (a reset): frozen at the `clock` instant, or real time. */
  rewind(): void;
  /** Runs the start (demo data, start keys) with the clock reading `startAt` when the start must repeat byte for byte. */
  atStart<T>(work: () => Promise<T>): Promise<T>;
}

const asIs = <T>(work: () => Promise<T>) => work();

/**
 * The clock of EngineOptions.clock:
 * - a Clock: the caller's, shared and never held;
 * - an RFC 3339 time: the engine's own clock, frozen there until moved (Stripe's test clocks);
 * - none: real time. Under a seed the start is dated from 00:00 UTC of the day, not from the
 *   instant the process started, so two runs started the same day export the same bytes.
 */
export function createEngineClock(options: Pick<EngineOptions, "clock" | "seed">): EngineClock {
  const { clock: given, seed } = options;
  if (typeof given === "object") {
    return { clock: given, startAt: given.now(), rewind: () => given.real?.(), atStart: asIs };
  }
  if (typeof given === "string") {
    const at = parseInstant(given);
    if (at === undefined) throw new RangeError(`clock: expected an RFC 3339 time from 1970 to 9999 such as 2026-01-01T00:00:00Z, got "${given}"`);
    const clock = createClock(at, { frozen: true });
    return { clock, startAt: at, rewind: () => clock.freeze!(at), atStart: asIs };
  }
  const clock = createClock();
  if (seed === undefined) return { clock, startAt: clock.now(), rewind: () => clock.real!(), atStart: asIs };
  const startAt = startOfUtcDay(clock.now());
  return {
    clock,
    startAt,
    rewind: () => clock.real!(),
    // The start runs only after a rewind (creation, reset), so real time is where it returns to.
    async atStart(work) {
      clock.freeze!(startAt);
      try {
        return await work();
      } finally {
        clock.real!();
      }
    },
  };
}
