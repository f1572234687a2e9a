import { MAX_PENDING } from "../defaults";

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Entries that expire, at most `limit` of them, so unauthenticated traffic cannot grow it. One
 * lifetime per map keeps the oldest first; steady time means a clock moved back revives nothing.
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
    set(key: string, value: T, lifetimeMs: number): void {
      entries.set(key, { value, expiresAt: steady() + lifetimeMs });
      prune();
    },
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
