import { MAX_PENDING } from "../defaults";

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * A map whose entries live for a time and which never holds more than `limit` of them, so
 * unauthenticated traffic (consent pages nobody answers, codes nobody redeems) cannot grow it
 * without bound. Entries are added with one lifetime, so the oldest come first: pruning stops at
 * the first live one, and past the limit the oldest entry goes. Time is `steady` (the clock's
 * steady reading): moving the sandbox clock back neither revives an entry nor lengthens its life.
 */
export function expiringMap<T>(steady: () => number, limit = MAX_PENDING) {
  const entries = new Map<string, Entry<T>>();
  const prune = () => {
    const now = steady();
    for (const [key, entry] of entries) {
      if (now <= entry.expiresAt && entries.size <= limit) break;
      entries.delete(key);
    }
  };
  return {
    /** Stores `value` for `lifetimeMs` from now. */
    set(key: string, value: T, lifetimeMs: number): void {
      entries.set(key, { value, expiresAt: steady() + lifetimeMs });
      prune();
    },
    /** The live value under `key`; an expired one is dropped and reads as absent. */
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (steady() <= entry.expiresAt) return entry.value;
      entries.delete(key);
      return undefined;
    },
    delete: (key: string) => void entries.delete(key),
    /** Drops every entry whose value matches, live or not. */
    deleteWhere(match: (value: T) => boolean): void {
      for (const [key, entry] of entries) if (match(entry.value)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
