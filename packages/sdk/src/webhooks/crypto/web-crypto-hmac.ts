import { KEY_CACHE_LIMIT } from "../defaults";
import { toHex } from "../internal/hex";
import type { Hmac } from "./hmac";

const keys = new Map<string, Promise<CryptoKey>>();
const encoder = new TextEncoder();

// importKey costs as much as the signature itself, and receivers verify with the same secret
// over and over; the cache is cleared rather than grown when a caller cycles through secrets.
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= KEY_CACHE_LIMIT) keys.clear();
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** The parts end to end as bytes: strings UTF-8 encoded, byte parts copied as they are. */
function concat(parts: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
  const message = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  chunks.reduce((offset, chunk) => (message.set(chunk, offset), offset + chunk.length), 0);
  return message;
}

export const hmac: Hmac = async (secret, parts) =>
  toHex(new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), concat(parts))));
