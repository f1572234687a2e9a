import { KEY_CACHE_LIMIT } from "../defaults";
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

export const hmac: Hmac = async (secret, message) =>
  new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), message));
