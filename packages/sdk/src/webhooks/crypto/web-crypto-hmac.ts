import { toHex } from "../internal/hex";
import type { Hmac } from "./hmac";
import { keyCache } from "./key-cache";

const encoder = new TextEncoder();

const keyFor = keyCache((secret) =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
);

/** The parts end to end as bytes: strings UTF-8 encoded, byte parts copied as they are. */
function concat(parts: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
  const message = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  chunks.reduce((offset, chunk) => (message.set(chunk, offset), offset + chunk.length), 0);
  return message;
}

export const hmac: Hmac = async (secret, parts) =>
  toHex(new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), concat(parts))));
