import type { Clock } from "../../clock/clock";
import { MAX_PENDING } from "../defaults";

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * A map whose entries end at a clock time and which never holds more than `limit` of them, so
 * unauthenticated traffic (consent pages nobody answers, codes nobody redeems) cannot grow it
 * without bound. Entries are added with one lifetime, so the oldest come first: pruning stops at
 * the first live one, and past the limit the oldest entry goes.
 */
export function expiringMap<T>(clock: Clock, limit = MAX_PENDING) {
  const entries = new Map<string, Entry<T>>();
  const prune = () => {
    const now = clock.now();
    for (const [key, entry] of entries) {
      if (now <= entry.expiresAt && entries.size <= limit) break;
      entries.delete(key);
    }
  };
  return {
    set(key: string, value: T, expiresAt: number): void {
      entries.set(key, { value, expiresAt });
      prune();
    },
    /** The live value under `key`; an expired one is dropped and reads as absent. */
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (clock.now() <= entry.expiresAt) return entry.value;
      entries.delete(key);
      return undefined;
    },
    delete: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
