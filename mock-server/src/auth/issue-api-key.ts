import type { Clock } from "../domain/clock/clock";
import { toIso } from "../domain/clock/iso";
import type { IdGenerator, RandomSource } from "../store/ids";
import { generateApiKey } from "./api-key-format";
import type { ApiKeyRecord, ApiKeySpec, KeyRegistry } from "./key-registry";

/**
 * Registers a key and returns it with its record; this is the only moment the key exists in
 * clear. `key` registers a given value (CLI `--api-key`, the seeded demo key) instead of a new one.
 */
export function issueApiKey(
  deps: { keys: KeyRegistry; ids: IdGenerator; clock: Clock; secureRandom: RandomSource },
  spec: Omit<ApiKeySpec, "id" | "created_at">,
  key = generateApiKey(deps.secureRandom),
): { record: ApiKeyRecord; key: string } {
  const record = deps.keys.register(key, { ...spec, id: deps.ids("key"), created_at: toIso(deps.clock.now()) });
  return { record, key };
}
