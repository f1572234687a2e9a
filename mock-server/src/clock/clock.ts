// Every time-dependent rule of the server (rate-limit days, idempotency TTL, token expiry,
// scoring windows, retry schedules) reads this clock, so tests can move time instead of waiting.
export interface Clock {
  /** Milliseconds since the Unix epoch, as the server sees it. */
  now(): number;
  /** Moves the clock forward by `ms` and returns the new time. */
  advance(ms: number): number;
  /** Sets the clock to an absolute time (ms since epoch) and returns it. */
  set(ms: number): number;
  /** Back to real time; returns it. Clocks without it cannot return (a caller's frozen clock). */
  real?(): number;
  /** Calls `listener` after every move (advance, set, real); returns the unsubscribe. */
  onMove?(listener: (now: number) => void): () => void;
}

/** 1970-01-01T00:00:00.000Z: timestamps before the epoch are not valid contract times. */
export const CLOCK_MIN_MS = 0;
/** 9999-12-31T23:59:59.999Z: the last instant RFC 3339's four-digit years can write. */
export const CLOCK_MAX_MS = 253_402_300_799_999;

/** Whether `ms` is an instant the clock may be set to (a finite time in years 1970 to 9999). */
export const isRepresentable = (ms: number): boolean => Number.isFinite(ms) && ms >= CLOCK_MIN_MS && ms <= CLOCK_MAX_MS;

function checked(ms: number): number {
  // Past 9999 every ISO timestamp the server writes would throw, so a move there would brick it.
  if (!isRepresentable(ms)) throw new RangeError(`clock time ${ms} is outside 1970-01-01 .. 9999-12-31`);
  return ms;
}

/**
 * A clock that follows real time plus an offset that `advance` and `set` adjust. A move that
 * would leave years 1970 to 9999 throws a RangeError and changes nothing.
 */
export function createClock(start?: number): Clock {
  let offset = start === undefined ? 0 : checked(start) - Date.now();
  const listeners = new Set<(now: number) => void>();
  const moveTo = (ms: number) => {
    offset = checked(ms) - Date.now();
    for (const listener of listeners) listener(ms);
    return ms;
  };
  return {
    now: () => Date.now() + offset,
    advance: (ms) => moveTo(Date.now() + offset + ms),
    set: (ms) => moveTo(ms),
    real: () => moveTo(Date.now()),
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
