import type { Clock } from "../clock/clock";
import { toIso } from "../clock/iso";
import type { IdGenerator } from "./ids";
import { type RingLog, createRingLog } from "./ring-log";

/** One audited event. Never holds a secret, a key or a request body. */
export interface AuditEntry {
  id: string;
  time: string;
  /** Key id, OAuth client id, or "anonymous". */
  actor: string;
  /** E.g. `lead.create`, `webhook.delete`, `auth.failed`, `api_key.created`. */
  action: string;
  resource_id: string | null;
  ip: string;
  status: number;
  request_id: string | null;
}

export interface AuditTrail {
  record(entry: Omit<AuditEntry, "id" | "time">): void;
  list(limit?: number): AuditEntry[];
  /** Replaces the log with saved entries, oldest first (state import). */
  load(entries: readonly AuditEntry[]): void;
  clear(): void;
}

export function createAuditTrail(clock: Clock, ids: IdGenerator, capacity: number): AuditTrail {
  const log: RingLog<AuditEntry> = createRingLog(capacity);
  return {
    record: (entry) => log.push({ id: ids("aud"), time: toIso(clock.now()), ...entry }),
    list: (limit) => log.list(limit),
    load(entries) {
      log.clear();
      for (const entry of entries) log.push({ ...entry });
    },
    clear: () => log.clear(),
  };
}
