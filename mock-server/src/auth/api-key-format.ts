import { type RandomSource, randomBase62, toBase62 } from "../store/ids";
import { crc32 } from "./crc32";

// Format: `lps_sk_` + 32 random base62 characters + `_` + 6 base62 characters of the CRC-32 of
// everything before that underscore. The fixed prefix and the checksum let secret scanners find
// leaked keys with few false positives, and let the server reject typos without a lookup.
export const API_KEY_PREFIX = "lps_sk_";
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}_[0-9A-Za-z]{${CHECKSUM_LENGTH}}$`);

const checksumOf = (body: string) => toBase62(crc32(body), CHECKSUM_LENGTH);

export function generateApiKey(random: RandomSource): string {
  const body = API_KEY_PREFIX + randomBase62(random, RANDOM_LENGTH);
  return `${body}_${checksumOf(body)}`;
}

/** True when `key` has the shape of an API key and its checksum matches. */
export function isWellFormedApiKey(key: string): boolean {
  if (!SHAPE.test(key)) return false;
  const cut = key.lastIndexOf("_");
  return checksumOf(key.slice(0, cut)) === key.slice(cut + 1);
}

/** The part of a key safe to show again (listings, logs): prefix and first characters. */
export function keyHint(key: string): string {
  return `${key.slice(0, API_KEY_PREFIX.length + 4)}…`;
}
