interface Stamped<T> {
  value: T;
  at: number;
}

/**
 * Per-key values stamped with the time they were written, for limits that count time since a
 * request. Time is `steady` (the clock's steady reading), not the sandbox clock: that one can be
 * moved back (an advance, then `{"real": true}`), and read against it a bucket would drain instead
 * of refilling and a wait would last as long as the move. On the steady reading elapsed time is
 * never negative and no wait outlasts its own length. Past `limit` keys, the least recently
 * written goes.
 */
export function stampedMap<T>(steady: () => number, limit = Number.POSITIVE_INFINITY) {
  const entries = new Map<string, Stamped<T>>();
  return {
    /** The value under `key` and the milliseconds since it was written, never negative. */
    read(key: string): { value: T; elapsedMs: number } | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      return { value: entry.value, elapsedMs: steady() - entry.at };
    },
    /** Stores `value` stamped now, as the most recently written key. */
    write(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { value, at: steady() });
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    delete: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
