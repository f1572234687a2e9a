import { fail } from "../errors";
import type { RawBody } from "../types";

const decoder = new TextDecoder();

/**
 * Accepts the body as received: a string, an ArrayBuffer or any view of one (Buffer included).
 * Anything else is a body some middleware already parsed, whose original bytes are lost.
 */
export function toRaw(body: RawBody | unknown): string | Uint8Array {
  if (typeof body === "string") return body;
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  // The tag, unlike instanceof, also recognises an ArrayBuffer from another realm.
  if (Object.prototype.toString.call(body) === "[object ArrayBuffer]") return new Uint8Array(body as ArrayBuffer);
  return fail("body_not_raw", "pass the raw body, not a parsed object");
}

/** The signed message, `${timestamp}.${body}`, as parts for the HMAC to stream through. */
export function signedParts(timestamp: string, body: string | Uint8Array): (string | Uint8Array)[] {
  return [`${timestamp}.`, body];
}

export function toText(body: string | Uint8Array): string {
  return typeof body === "string" ? body : decoder.decode(body);
}
