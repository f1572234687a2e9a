import { DATE_TIME } from "../../contract/valibot-checks";
import { type Clock, isRepresentable } from "./clock";
import { DAY_MS, toIso } from "./iso";

/**
 * How a state snapshot keeps the clock. A running clock keeps its lead over real time, to the
 * second, so a reload a day later still runs that far ahead; a frozen one keeps the instant it
 * stands at. Neither changes while no request moves the clock, so a state left alone exports the
 * same bytes however long it has been running.
 */
export type ClockState = { offset_ms: number } | { frozen_at: string };

const SECOND_MS = 1000;

export function clockState(clock: Clock): ClockState {
  if (clock.isFrozen?.()) return { frozen_at: toIso(clock.now()) };
  // `|| 0`: a clock a little behind real time rounds to -0, which a reload compares unequal to 0.
  return { offset_ms: Math.round((clock.now() - Date.now()) / SECOND_MS) * SECOND_MS || 0 };
}

/** Puts the clock where a snapshot left it: frozen at its instant, or running with its lead. */
export function restoreClock(clock: Clock, state: ClockState): void {
  if ("frozen_at" in state) {
    const ms = Date.parse(state.frozen_at);
    if (clock.freeze) clock.freeze(ms);
    else clock.set(ms);
    return;
  }
  const ms = Date.now() + state.offset_ms;
  if (clock.run) clock.run(ms);
  else clock.set(ms);
}

// The contract's date-time, which POST /__sandbox/clock and a state file's frozen_at are held to.
// A zone is required: a bare date or a local time would be read in the zone of whichever machine
// runs the server, and two runs would start apart. The day must exist in its month: Date.parse
// rolls 2026-02-30 over into March. The lowercase t and z RFC 3339 allows are read as capitals.

/** An RFC 3339 time (`2026-01-01T00:00:00Z`) as ms since the epoch, or undefined when it is not one the clock can hold. */
export function parseInstant(text: string): number | undefined {
  const upper = text.toUpperCase();
  if (!DATE_TIME.test(upper)) return undefined;
  const ms = Date.parse(upper);
  return isRepresentable(ms) ? ms : undefined;
}

/** 00:00 UTC of the day `ms` falls on. */
export const startOfUtcDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;
