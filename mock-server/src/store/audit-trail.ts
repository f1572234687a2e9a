import type { Clock } from "../domain/clock/clock";
import type { components } from "../contract/generated/sandbox";
import { toIso } from "../domain/clock/iso";
import type { IdGenerator } from "./ids";
import { type RingLog, createRingLog } from "./ring-log";

/** One audited event (sandbox.yaml's `AuditEntry`). Never holds a secret, a key or a request body. */
export type AuditEntry = components["schemas"]["AuditEntry"];

export interface AuditTrail {
  record(entry: Omit<AuditEntry, "id" | "time">): void;
  /** Newest first; `organizationId` keeps its own and those of none (refused unknown credentials). */
  list(limit?: number, organizationId?: string): AuditEntry[];
  /** State import, oldest first. */
  load(entries: readonly AuditEntry[]): void;
  clear(): void;
}

export function createAuditTrail(clock: Clock, ids: IdGenerator, capacity: number): AuditTrail {
  const log: RingLog<AuditEntry> = createRingLog(capacity);
  return {
    record: (entry) => log.push({ id: ids("aud"), time: toIso(clock.now()), ...entry }),
    list(limit, organizationId) {
      if (organizationId === undefined) return log.list(limit);
      const own = log.list().filter((entry) => entry.organization_id === undefined || entry.organization_id === organizationId);
      return limit === undefined ? own : own.slice(0, limit);
    },
    load(entries) {
      log.clear();
      for (const entry of entries) log.push({ ...entry });
    },
    clear: () => log.clear(),
  };
}
