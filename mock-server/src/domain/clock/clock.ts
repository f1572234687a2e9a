// Every time-dependent rule of the server (rate-limit days, idempotency TTL, token expiry,
// scoring windows, retry schedules) reads this clock, so tests can move time instead of waiting.
export interface Clock {
  now(): number;
  /** Moves the clock forward by `ms` and returns the new time; a frozen clock stays frozen. */
  advance(ms: number): number;
  /** Sets the clock to an absolute time (ms since epoch) and returns it; a frozen clock stays frozen. */
  set(ms: number): number;
  /** Back to real time, running; returns it. Clocks without it cannot return (a caller's frozen clock). */
  real?(): number;
  /** Stops the clock at `ms`: it then moves only when told (advance, set) until `real` or `run`. */
  freeze?(ms: number): number;
  run?(ms: number): number;
  /** Whether the clock stands still between moves. Clocks without it are taken to run. */
  isFrozen?(): boolean;
  /** Calls `listener` after every move (advance, set, real, freeze, run); returns the unsubscribe. */
  onMove?(listener: (now: number) => void): () => void;
  /**
   * Milliseconds on a reading that never goes back, for lifetimes (codes, handles, sessions,
   * idempotency records): it runs with `now()` and every forward move, and a move back leaves it
   * where it stood, so setting the clock back neither revives nor extends anything. Only the
   * difference of two readings means something. Clocks without it are read through
   * `steadyReading` (steady-reading.ts).
   */
  steady?(): number;
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

export interface ClockOptions {
  /**
   * Stand still at the start time until moved, as a Stripe test clock does: two runs that make
   * the same requests then write the same timestamps. Default false: the clock follows real time.
   */
  frozen?: boolean;
}

/**
 * A clock that follows real time plus an offset that `advance` and `set` adjust, or, frozen,
 * stands at one instant that only `advance` and `set` move. A move that would leave years 1970
 * to 9999 throws a RangeError and changes nothing.
 */
export function createClock(start?: number, { frozen = false }: ClockOptions = {}): Clock {
  // Running: now = Date.now() + offset. Frozen: now = at. Steady: now + every backward move so far.
  let offset = start === undefined ? 0 : checked(start) - Date.now();
  let at: number | undefined = frozen ? Date.now() + offset : undefined;
  let movedBack = 0;
  const listeners = new Set<(now: number) => void>();
  const now = () => at ?? Date.now() + offset;
  const moveTo = (ms: number, stand: boolean) => {
    checked(ms);
    const before = now();
    if (ms < before) movedBack += before - ms;
    if (stand) at = ms;
    else {
      at = undefined;
      offset = ms - Date.now();
    }
    for (const listener of listeners) listener(ms);
    return ms;
  };
  return {
    now,
    advance: (ms) => moveTo(now() + ms, at !== undefined),
    set: (ms) => moveTo(ms, at !== undefined),
    real: () => moveTo(Date.now(), false),
    freeze: (ms) => moveTo(ms, true),
    run: (ms) => moveTo(ms, false),
    isFrozen: () => at !== undefined,
    steady: () => now() + movedBack,
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
