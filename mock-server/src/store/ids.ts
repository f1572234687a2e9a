import { sfc32 } from "../domain/random";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Fills `bytes` with random values. */
export type RandomSource = (bytes: Uint8Array) => Uint8Array;

export const cryptoRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/** A deterministic source (the domain's sfc32) for seeded runs: same seed, same ids, same demo key. */
export function seededRandom(seed: number): RandomSource {
  const next = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0);
  for (let i = 0; i < 15; i++) next();
  // sfc32 yields k / 2^32 exactly, so this recovers its 32-bit output.
  return (bytes) => {
    for (let i = 0; i < bytes.length; i++) bytes[i] = (next() * 4294967296) & 0xff;
    return bytes;
  };
}

export const randomUint32 = (random: RandomSource): number => new DataView(random(new Uint8Array(4)).buffer).getUint32(0);

/** `length` base62 characters; rejection sampling keeps every character equally likely. */
export function randomBase62(random: RandomSource, length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (out.length === length) break;
      if (byte < 248) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function toBase62(value: number, width: number): string {
  let out = "";
  for (let v = value; v > 0; v = Math.floor(v / 62)) out = BASE62[v % 62] + out;
  return out.padStart(width, "0");
}

export type IdPrefix = "prop" | "lead" | "wh" | "evt" | "msg" | "dlv" | "ana" | "key" | "flt" | "aud" | "org" | "usr" | "idu";

export type IdGenerator = (prefix: IdPrefix) => string;

export function createIdGenerator(random: RandomSource): IdGenerator {
  return (prefix) => `${prefix}_${randomBase62(random, 16)}`;
}

/**
 * `req_`, 8 random characters drawn once per run, then the run's request count in 8: a request id
 * is no secret and only has to be unique. Kept apart from record ids, so under `--seed` a created
 * record's id does not depend on how many reads came before it.
 */
export function createRequestIds(random: RandomSource): () => string {
  const run = `req_${randomBase62(random, 8)}`;
  let count = 0;
  return () => run + toBase62(++count, 8);
}
