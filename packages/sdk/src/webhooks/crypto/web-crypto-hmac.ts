import { concatBytes } from "../internal/concat-bytes";
import { toHex } from "../internal/hex";
import type { Hmac } from "./hmac";
import { keyCache } from "./key-cache";

const keyFor = keyCache((secret) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
);

export const hmac: Hmac = async (secret, parts) =>
  toHex(new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), concatBytes(parts))));
