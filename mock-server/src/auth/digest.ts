import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Lower-case hex SHA-256 of the UTF-8 bytes of `text`: how API keys are stored and looked up, and
 * how an Idempotency-Key's request body is fingerprinted. Synchronous, because keys are
 * registered while `createEngine()` runs, which returns no promise; @noble/hashes, because the
 * same code ships in the browser (MSW) build. About 2 µs for a key, against ~70 µs a request.
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
