// The HMAC behind signing and verifying, and the byte helpers around it. The entry points inject
// either Web Crypto (here) or node:crypto (node.ts); everything else is shared.
import { KEY_CACHE_LIMIT } from "./types";

/**
 * Lower-case hex HMAC-SHA256 of the concatenated `parts`, keyed with the UTF-8 bytes of `secret`.
 * Strings are UTF-8 encoded; byte parts are used as they are.
 */
export type Hmac = (secret: string, parts: readonly (string | Uint8Array)[]) => string | Promise<string>;

/**
 * Memoises a per-secret key. Turning a secret into a key costs about as much as a signature,
 * and receivers verify with the same secret over and over; the cache is cleared rather than
 * grown when a caller cycles through many secrets.
 */
export function keyCache<K>(create: (secret: string) => K): (secret: string) => K {
  const keys = new Map<string, K>();
  return (secret) => {
    let key = keys.get(secret);
    if (key === undefined) {
      if (keys.size >= KEY_CACHE_LIMIT) keys.clear();
      key = create(secret);
      keys.set(secret, key);
    }
    return key;
  };
}

const keyFor = keyCache((secret) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
);

export const webCryptoHmac: Hmac = async (secret, parts) =>
  toHex(new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), concatBytes(parts))));

const encoder = new TextEncoder();

/** The parts end to end as bytes: strings UTF-8 encoded, byte parts copied as they are. */
export function concatBytes(parts: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
  const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
  return bytes;
}

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** Compares in time that depends only on the length, which is public (64 hex digits). */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
