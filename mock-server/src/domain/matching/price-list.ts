import { createFenwick, type Fenwick } from "./fenwick";

export interface Priced {
  readonly id: string;
  readonly price: number;
}

export interface PriceList<T extends Priced> {
  readonly size: number;
  insert(entry: T): void;
  /** Removes the entry with this id and price; false when it is not there. */
  remove(entry: Priced): boolean;
  /** Entries with min ≤ price ≤ max: O(log n). */
  countBetween(min: number, max: number): number;
  /** Entries with min ≤ price ≤ max in (price, id) order: O(log n) to start, O(1) per entry. */
  between(min: number, max: number): Generator<T>;
}

// A flat sorted array would make every insert an O(n) splice (seconds for 100,000 listings), so
// entries live in sorted chunks of at most MAX_CHUNK: an insert moves at most MAX_CHUNK entries,
// and a Fenwick tree over the chunk sizes turns a (chunk, offset) position into a rank in O(log n).
const MAX_CHUNK = 512;

const compare = (a: Priced, b: Priced): number =>
  a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** First index in `items` whose element is not `before` the probe (binary search). */
function firstNotBefore<E>(items: readonly E[], before: (item: E) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(items[mid] as E)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `maxChunk` is there for tests, which split chunks with a handful of entries. */
export function createPriceList<T extends Priced>(maxChunk = MAX_CHUNK): PriceList<T> {
  let chunks: T[][] = [];
  let sizes: Fenwick = createFenwick([]);
  let size = 0;

  const reindex = () => {
    sizes = createFenwick(chunks.map((c) => c.length));
  };
  const last = (chunk: T[]) => chunk[chunk.length - 1] as T;
  /** Where the first entry not `before` the probe sits: chunk index and offset inside it. */
  const seek = (before: (entry: T) => boolean) => {
    const chunk = firstNotBefore(chunks, (c) => before(last(c)));
    const offset = chunk < chunks.length ? firstNotBefore(chunks[chunk] as T[], before) : 0;
    return { chunk, offset };
  };
  const rank = (before: (entry: T) => boolean) => {
    const { chunk, offset } = seek(before);
    return sizes.prefix(chunk) + offset;
  };

  return {
    get size() {
      return size;
    },
    insert(entry) {
      if (chunks.length === 0) {
        chunks = [[entry]];
        reindex();
      } else {
        const at = seek((e) => compare(e, entry) < 0);
        const index = Math.min(at.chunk, chunks.length - 1);
        const chunk = chunks[index] as T[];
        chunk.splice(index === at.chunk ? at.offset : chunk.length, 0, entry);
        if (chunk.length > maxChunk) {
          chunks.splice(index + 1, 0, chunk.splice(chunk.length >>> 1));
          reindex();
        } else sizes.add(index, 1);
      }
      size++;
    },
    remove(entry) {
      const at = seek((e) => compare(e, entry) < 0);
      const chunk = chunks[at.chunk];
      if (!chunk || chunk[at.offset]?.id !== entry.id) return false;
      chunk.splice(at.offset, 1);
      if (chunk.length === 0) {
        chunks.splice(at.chunk, 1);
        reindex();
      } else sizes.add(at.chunk, -1);
      size--;
      return true;
    },
    countBetween(min, max) {
      if (min > max) return 0;
      return rank((e) => e.price <= max) - rank((e) => e.price < min);
    },
    *between(min, max) {
      if (min > max) return;
      let { chunk, offset } = seek((e) => e.price < min);
      for (; chunk < chunks.length; chunk++, offset = 0) {
        const entries = chunks[chunk] as T[];
        for (; offset < entries.length; offset++) {
          const entry = entries[offset] as T;
          if (entry.price > max) return;
          yield entry;
        }
      }
    },
  };
}
