import type { Clock } from "../../clock/clock";

interface Stamped<T> {
  value: T;
  at: number;
}

/**
 * Per-key values stamped with the clock time they were written, for limits that count time since
 * a request. The sandbox clock can be moved back (an advance, then `{"real": true}`): a stamp taken
 * before the move then lies ahead of now, and time read against it would be negative, so a bucket
 * would drain instead of refilling and a wait would last as long as the move. Reading pulls such a
 * stamp back to now: elapsed time is never negative and no wait outlasts its own length. Past
 * `limit` keys, the least recently written goes.
 */
export function stampedMap<T>(clock: Clock, limit = Number.POSITIVE_INFINITY) {
  const entries = new Map<string, Stamped<T>>();
  return {
    /** The value under `key` and the milliseconds since it was written, never negative. */
    read(key: string): { value: T; elapsedMs: number } | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      const now = clock.now();
      if (entry.at > now) entry.at = now;
      return { value: entry.value, elapsedMs: now - entry.at };
    },
    /** Stores `value` stamped now, as the most recently written key. */
    write(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { value, at: clock.now() });
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    delete: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
