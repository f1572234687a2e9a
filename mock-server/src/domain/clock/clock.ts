// Every time-dependent rule (rate-limit days, idempotency TTL, token expiry, scoring windows,
// retry schedules) reads this clock, so tests can move time instead of waiting.
export interface Clock {
  now(): number;
  /** Moves forward by `ms`; a frozen clock stays frozen. Returns the new time. */
  advance(ms: number): number;
  /** Sets an absolute time; a frozen clock stays frozen. */
  set(ms: number): number;
  /** Back to real time, running. A caller's own clock may lack it. */
  real?(): number;
  /** Stands still at `ms` until advance or set, until `real` or `run`. */
  freeze?(ms: number): number;
  run?(ms: number): number;
  /** Clocks without it are taken to run. */
  isFrozen?(): boolean;
  /** Called after every move; returns the unsubscribe. */
  onMove?(listener: (now: number) => void): () => void;
  /**
   * A reading that never goes back, for lifetimes (codes, sessions, idempotency records): setting
   * the clock back neither revives nor extends anything. Only differences mean something.
   */
  steady?(): number;
}

/** 1970-01-01T00:00:00.000Z: earlier times are not valid contract times. */
export const CLOCK_MIN_MS = 0;
/** 9999-12-31T23:59:59.999Z: the last instant RFC 3339's four-digit years can write. */
export const CLOCK_MAX_MS = 253_402_300_799_999;

export const isRepresentable = (ms: number): boolean => Number.isFinite(ms) && ms >= CLOCK_MIN_MS && ms <= CLOCK_MAX_MS;

function checked(ms: number): number {
  // Past 9999 every ISO timestamp the server writes would throw, so a move there would brick it.
  if (!isRepresentable(ms)) throw new RangeError(`clock time ${ms} is outside 1970-01-01 .. 9999-12-31`);
  return ms;
}

export interface ClockOptions {
  /** Stand still until moved, as a Stripe test clock does, so two runs write the same timestamps. */
  frozen?: boolean;
}

/** Real time plus an offset, or frozen at one instant; a move outside 1970..9999 throws and changes nothing. */
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
