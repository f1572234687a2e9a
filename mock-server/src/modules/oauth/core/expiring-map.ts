import { MAX_PENDING } from "../defaults";

/**
 * Entries that expire, at most `limit` of them (the least recently set go first), so
 * unauthenticated traffic cannot grow it. One lifetime per map keeps the oldest first; steady
 * time means a clock moved back revives nothing.
 */
export function expiringMap<T>(steady: () => number, limit = MAX_PENDING) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    set(key: string, value: T, lifetimeMs: number): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: steady() + lifetimeMs });
      const now = steady();
      for (const [old, entry] of entries) {
        if (now <= entry.expiresAt && entries.size <= limit) break;
        entries.delete(old);
      }
    },
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry && steady() <= entry.expiresAt) return entry.value;
      entries.delete(key);
      return undefined;
    },
    delete: (key: string) => void entries.delete(key),
    deleteWhere(match: (value: T) => boolean): void {
      for (const [key, entry] of entries) if (match(entry.value)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
