import { type CursorPosition, encodeCursor } from "./cursor";

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface PageQuery<T> {
  limit: number;
  after?: CursorPosition;
  filter?: (value: T) => boolean;
}

interface Entry<T> extends CursorPosition {
  value: T;
}

/** Records kept in creation order, read newest first, one page at a time. */
export interface Collection<T extends { id: string }> {
  readonly size: number;
  get(id: string): T | undefined;
  insert(value: T): T;
  replace(value: T): T;
  remove(id: string): boolean;
  /** One sort instead of many inserts (demo data, seeds). */
  load(values: Iterable<T>): void;
  /** Newest first; costs the page plus what a filter skips. */
  page(query: PageQuery<T>): Page<T>;
  values(): IterableIterator<T>;
  clear(): void;
}

const before = (a: CursorPosition, b: CursorPosition) => a.t < b.t || (a.t === b.t && a.s < b.s);

function isSorted(entries: readonly CursorPosition[]): boolean {
  for (let i = 1; i < entries.length; i++) if (before(entries[i]!, entries[i - 1]!)) return false;
  return true;
}

/** `timeOf` gives a record's creation time in ms; it orders the collection. */
export function createCollection<T extends { id: string }>(timeOf: (value: T) => number): Collection<T> {
  let entries: Entry<T>[] = [];
  const byId = new Map<string, Entry<T>>();
  let seq = 0;

  const lowerBound = (position: CursorPosition) => {
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(entries[mid] as Entry<T>, position)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const entryOf = (value: T): Entry<T> => ({ t: timeOf(value), s: seq++, value });

  return {
    get size() {
      return entries.length;
    },
    get: (id) => byId.get(id)?.value,
    insert(value) {
      const entry = entryOf(value);
      const last = entries[entries.length - 1];
      if (!last || !before(entry, last)) entries.push(entry);
      else entries.splice(lowerBound(entry), 0, entry);
      byId.set(value.id, entry);
      return value;
    },
    replace(value) {
      const entry = byId.get(value.id);
      if (!entry) throw new Error(`No record ${value.id} to replace`);
      entry.value = value;
      return value;
    },
    remove(id) {
      const entry = byId.get(id);
      if (!entry) return false;
      entries.splice(lowerBound(entry), 1);
      byId.delete(id);
      return true;
    },
    load(values) {
      byId.clear();
      entries = Array.from(values, entryOf);
      // Demo data and fixtures mostly come oldest first: checking costs less than sorting.
      if (!isSorted(entries)) entries.sort((a, b) => a.t - b.t || a.s - b.s);
      for (const entry of entries) byId.set(entry.value.id, entry);
    },
    page({ limit, after, filter }) {
      const data: T[] = [];
      let i = (after ? lowerBound(after) : entries.length) - 1;
      let last: Entry<T> | undefined;
      for (; i >= 0 && data.length < limit; i--) {
        const entry = entries[i] as Entry<T>;
        if (filter && !filter(entry.value)) continue;
        data.push(entry.value);
        last = entry;
      }
      let hasMore = false;
      for (; i >= 0 && !hasMore; i--) hasMore = !filter || filter((entries[i] as Entry<T>).value);
      return { data, has_more: hasMore, next_cursor: hasMore && last ? encodeCursor(last) : null };
    },
    *values() {
      for (const entry of entries) yield entry.value;
    },
    clear() {
      entries = [];
      byId.clear();
    },
  };
}
