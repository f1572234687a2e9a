/** The newest `capacity` entries of an append-only log (audit log, request log). */
export interface RingLog<T> {
  push(entry: T): void;
  /** Newest first. */
  list(limit?: number): T[];
  clear(): void;
}

export function createRingLog<T>(capacity: number): RingLog<T> {
  let entries: T[] = [];
  return {
    push(entry) {
      entries.push(entry);
      // Trimming in batches keeps push O(1) amortised.
      if (entries.length > capacity * 2) entries = entries.slice(-capacity);
    },
    list(limit = capacity) {
      const count = Math.min(limit, capacity, entries.length);
      return entries.slice(entries.length - count).reverse();
    },
    clear() {
      entries = [];
    },
  };
}
