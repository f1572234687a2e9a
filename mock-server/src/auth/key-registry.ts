import type { Cidr } from "../net/cidr";
import { keyHint } from "./api-key-format";
import { parseAllowedRange } from "./ip-allowlist";
import { type Plan, dailyLimitOf } from "./plans";
import { sha256Words } from "./sha256";

/** A stored API key. The key itself is never kept: only its SHA-256 and a short hint. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  hint: string;
  /** SHA-256 of the key, as eight 32-bit words. */
  digest: Int32Array;
  scopes: string[];
  plan: Plan;
  daily_limit: number;
  allowed_ips: string[];
  ranges: Cidr[];
  created_at: string;
}

export interface ApiKeySpec {
  id: string;
  name: string;
  scopes: string[];
  plan: Plan;
  daily_limit?: number;
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

const sameDigest = (a: Int32Array, b: Int32Array) => a.every((word, i) => word === b[i]);

export function createKeyRegistry(): KeyRegistry {
  // Keyed by the digest's first word (a small integer key hashes fastest), then compared whole.
  const byDigest = new Map<number, ApiKeyRecord[]>();
  const presented = new Int32Array(8);
  const byId = new Map<string, ApiKeyRecord>();
  const restore = (record: ApiKeyRecord) => {
    byDigest.set(record.digest[0]!, [...(byDigest.get(record.digest[0]!) ?? []), record]);
    byId.set(record.id, record);
  };
  return {
    register(key, spec) {
      const allowed = spec.allowed_ips ?? [];
      const record: ApiKeyRecord = {
        id: spec.id,
        name: spec.name,
        hint: keyHint(key),
        digest: sha256Words(key),
        scopes: [...spec.scopes],
        plan: spec.plan,
        daily_limit: dailyLimitOf(spec.plan, spec.daily_limit),
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
      const digest = sha256Words(key, presented);
      const bucket = byDigest.get(digest[0]!) ?? [];
      // Newest first: a key registered twice (`--api-key K` given twice) answers as its latest record.
      for (let i = bucket.length - 1; i >= 0; i--) if (sameDigest(bucket[i]!.digest, digest)) return bucket[i];
      return undefined;
    },
    get: (id) => byId.get(id),
    list: () => [...byId.values()],
    revoke(id) {
      const record = byId.get(id);
      if (!record) return undefined;
      byId.delete(id);
      const rest = byDigest.get(record.digest[0]!)?.filter((other) => other !== record) ?? [];
      if (rest.length > 0) byDigest.set(record.digest[0]!, rest);
      else byDigest.delete(record.digest[0]!);
      return record;
    },
    clear() {
      byDigest.clear();
      byId.clear();
    },
  };
}
