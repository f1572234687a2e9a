import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Lower-case hex SHA-256 of the UTF-8 bytes of `text`: how API keys are stored and looked up, and
 * how an Idempotency-Key's request body is fingerprinted.
 *
 * Synchronous on purpose: keys are registered while `createEngine()` runs, which returns no
 * promise, and every authenticated request hashes its key. Measured for a 46-byte key (Node 20,
 * Chromium 156):
 *
 * | where    | node:crypto | @noble/hashes | Web Crypto `subtle.digest` |
 * | -------- | ----------- | ------------- | -------------------------- |
 * | Node 20  | 0.56 µs     | 2.3 µs        | 25 µs (asynchronous)       |
 * | Chromium | n/a         | 4.1 µs        | 5.1 µs (asynchronous)      |
 *
 * So Node uses node:crypto, reached through `process.getBuiltinModule` because the same engine
 * code ships in the browser (MSW) build, which must not import `node:` modules. Elsewhere the
 * audited @noble/hashes serves: as fast as Web Crypto in the browser for short keys, and it keeps
 * the whole key check free of awaits, for 2.9 KB gzipped.
 */
export const sha256Hex: (text: string) => string = nodeSha256Hex() ?? nobleSha256Hex;

/** The @noble/hashes path, exported so tests check it on Node too. */
export function nobleSha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * node:crypto's SHA-256 where the runtime offers it (Node ≥ 20.16), else undefined. The one-shot
 * `crypto.hash` (Node ≥ 20.12) builds no Hash object: about half the time of
 * createHash().update().digest() for a key.
 */
export function nodeSha256Hex(): ((text: string) => string) | undefined {
  const nodeCrypto = globalThis.process?.getBuiltinModule?.("node:crypto");
  if (!nodeCrypto) return undefined;
  return (text) => nodeCrypto.hash("sha256", text, "hex");
}
