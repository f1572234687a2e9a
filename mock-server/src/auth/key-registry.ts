import type { Cidr } from "./net/cidr";
import { keyHint } from "./api-key-format";
import { parseAllowedRange } from "./ip-allowlist";
import { type Plan, dailyLimitOf } from "../domain/plans";
import { sha256Hex } from "./digest";

/** A stored API key. The key itself is never kept: only its SHA-256 and a short hint. */
export interface ApiKeyRecord {
  id: string;
  /** The organisation whose records the key reaches. */
  organization_id: string;
  name: string;
  hint: string;
  /** Hex SHA-256 of the key. */
  digest: string;
  scopes: string[];
  plan: Plan;
  daily_limit: number;
  /**
   * "organization": the key draws on its organisation's counter and limit (plan and daily_limit
   * are then the organisation's at creation). "key": a sandbox key created with its own `plan`
   * keeps its own counter and limit, so a test can exhaust one key.
   */
  quota: KeyQuota;
  allowed_ips: string[];
  ranges: Cidr[];
  created_at: string;
}

export type KeyQuota = "organization" | "key";

export interface ApiKeySpec {
  id: string;
  organization_id: string;
  name: string;
  scopes: string[];
  plan: Plan;
  daily_limit?: number;
  quota: KeyQuota;
  allowed_ips?: string[];
  created_at: string;
}

export interface KeyRegistry {
  register(key: string, spec: ApiKeySpec): ApiKeyRecord;
  /** Puts back a record as stored (state import): the key itself is never known, only its digest. */
  restore(record: ApiKeyRecord): void;
  /** The record of a presented key, found by the key's SHA-256. */
  findByKey(key: string): ApiKeyRecord | undefined;
  get(id: string): ApiKeyRecord | undefined;
  list(): ApiKeyRecord[];
  revoke(id: string): ApiKeyRecord | undefined;
  clear(): void;
}

export function createKeyRegistry(): KeyRegistry {
  // Several records per digest: the same key may be registered twice (`--api-key K` given twice).
  const byDigest = new Map<string, ApiKeyRecord[]>();
  const byId = new Map<string, ApiKeyRecord>();
  const restore = (record: ApiKeyRecord) => {
    byDigest.set(record.digest, [...(byDigest.get(record.digest) ?? []), record]);
    byId.set(record.id, record);
  };
  return {
    register(key, spec) {
      const allowed = spec.allowed_ips ?? [];
      const record: ApiKeyRecord = {
        id: spec.id,
        organization_id: spec.organization_id,
        name: spec.name,
        hint: keyHint(key),
        digest: sha256Hex(key),
        scopes: [...spec.scopes],
        plan: spec.plan,
        daily_limit: dailyLimitOf(spec.plan, spec.daily_limit),
        quota: spec.quota,
        allowed_ips: allowed,
        ranges: allowed.map((range) => {
          const parsed = parseAllowedRange(range);
          if (!parsed) throw new Error(`Not an IP range: ${range}`);
          return parsed;
        }),
        created_at: spec.created_at,
      };
      restore(record);
      return record;
    },
    restore,
    findByKey(key) {
      // Newest first: a key registered twice answers as its latest record.
      return byDigest.get(sha256Hex(key))?.at(-1);
    },
    get: (id) => byId.get(id),
    list: () => [...byId.values()],
    revoke(id) {
      const record = byId.get(id);
      if (!record) return undefined;
      byId.delete(id);
      const rest = byDigest.get(record.digest)?.filter((other) => other !== record) ?? [];
      if (rest.length > 0) byDigest.set(record.digest, rest);
      else byDigest.delete(record.digest);
      return record;
    },
    clear() {
      byDigest.clear();
      byId.clear();
    },
  };
}
