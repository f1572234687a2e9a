// Every time-dependent rule of the server (rate-limit days, idempotency TTL, token expiry,
// scoring windows, retry schedules) reads this clock, so tests can move time instead of waiting.
export interface Clock {
  /** Milliseconds since the Unix epoch, as the server sees it. */
  now(): number;
  /** Moves the clock forward by `ms` and returns the new time. */
  advance(ms: number): number;
  /** Sets the clock to an absolute time (ms since epoch) and returns it. */
  set(ms: number): number;
}

/** A clock that follows real time plus an offset that `advance` and `set` adjust. */
export function createClock(start?: number): Clock {
  let offset = start === undefined ? 0 : start - Date.now();
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
      return Date.now() + offset;
    },
    set(ms) {
      offset = ms - Date.now();
      return ms;
    },
  };
}
