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

/** Characters of a chosen key a hint may show, and the length below which it shows none. */
const CHOSEN_HINT_LENGTH = 4;
const CHOSEN_HINT_MIN_KEY_LENGTH = 16;

/**
 * The part of a key safe to show again (listings, state files that end up in repositories). A
 * key of our own format shows its fixed prefix and 4 of its 32 random characters. A chosen key
 * (`--api-key`) has no public prefix and may be short, so it shows its first 4 characters only
 * when at least 12 more stay hidden, and nothing otherwise.
 */
export function keyHint(key: string): string {
  if (isWellFormedApiKey(key)) return `${key.slice(0, API_KEY_PREFIX.length + 4)}…`;
  return key.length >= CHOSEN_HINT_MIN_KEY_LENGTH ? `${key.slice(0, CHOSEN_HINT_LENGTH)}…` : "…";
}
