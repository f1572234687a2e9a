import type { Clock } from "../domain/clock/clock";
import { steadyReading } from "../domain/clock/steady-reading";

/** A response kept for replay: enough to rebuild it byte for byte. */
export interface StoredResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

interface Entry {
  fingerprint: string;
  expiresAt: number;
  response?: StoredResponse;
}

export type Claim =
  | { kind: "new"; complete(response: StoredResponse | null): void }
  | { kind: "replay"; response: StoredResponse }
  | { kind: "conflict" }
  | { kind: "in_progress" };

export interface IdempotencyStore {
  /**
   * Synchronous, so of parallel duplicates exactly one gets "new", the others "in_progress" until
   * it completes. Completing with null (an unexpected failure) frees the key for a real retry.
   */
  claim(key: string, fingerprint: string): Claim;
  clear(): void;
}

/** Records live `ttlMs` of the steady reading: setting the clock back neither revives nor extends one. */
export function createIdempotencyStore(clock: Clock, ttlMs: number): IdempotencyStore {
  const steady = steadyReading(clock);
  const entries = new Map<string, Entry>();

  // Entries are inserted in time order, so the expired ones are at the front.
  const sweep = (now: number) => {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > now) break;
      entries.delete(key);
    }
  };

  return {
    claim(key, fingerprint) {
      const now = steady();
      sweep(now);
      const existing = entries.get(key);
      if (existing && existing.expiresAt > now) {
        if (existing.fingerprint !== fingerprint) return { kind: "conflict" };
        return existing.response ? { kind: "replay", response: existing.response } : { kind: "in_progress" };
      }
      const entry: Entry = { fingerprint, expiresAt: now + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      return {
        kind: "new",
        complete(response) {
          if (entries.get(key) !== entry) return;
          if (response) entry.response = response;
          else entries.delete(key);
        },
      };
    },
    clear: () => entries.clear(),
  };
}
