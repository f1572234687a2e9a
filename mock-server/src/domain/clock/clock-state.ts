import { DATE_TIME } from "../../contract/valibot-checks";
import { type Clock, isRepresentable } from "./clock";
import { DAY_MS, toIso } from "./iso";

/**
 * A running clock keeps its lead over real time to the second, a frozen one its instant: neither
 * changes while nothing moves the clock, so a state left alone exports the same bytes.
 */
export type ClockState = { offset_ms: number } | { frozen_at: string };

const SECOND_MS = 1000;

export function clockState(clock: Clock): ClockState {
  if (clock.isFrozen?.()) return { frozen_at: toIso(clock.now()) };
  // `|| 0`: a clock a little behind real time rounds to -0, which a reload compares unequal to 0.
  return { offset_ms: Math.round((clock.now() - Date.now()) / SECOND_MS) * SECOND_MS || 0 };
}

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

/**
 * An RFC 3339 time as ms, or undefined. A zone is required (a local time would be read in each
 * machine's zone) and the day must exist (Date.parse rolls 2026-02-30 into March).
 */
export function parseInstant(text: string): number | undefined {
  const upper = text.toUpperCase();
  if (!DATE_TIME.test(upper)) return undefined;
  const ms = Date.parse(upper);
  return isRepresentable(ms) ? ms : undefined;
}

export const startOfUtcDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;
