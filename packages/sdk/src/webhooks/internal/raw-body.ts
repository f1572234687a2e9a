import { fail } from "../errors";
import type { RawBody } from "../types";

const encoder = new TextEncoder();
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
  return fail("body_not_raw", "pass the raw body (string or bytes), not a parsed object");
}

/**
 * `${timestamp}.${body}` as bytes; a byte body is copied as is, never decoded and re-encoded.
 * The timestamp has been checked to be ASCII digits, so its length is its byte count.
 */
export function signedMessage(timestamp: string, body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  if (typeof body === "string") return encoder.encode(`${timestamp}.${body}`);
  const message = new Uint8Array(timestamp.length + 1 + body.length);
  encoder.encodeInto(`${timestamp}.`, message);
  message.set(body, timestamp.length + 1);
  return message;
}

export function toText(body: string | Uint8Array): string {
  return typeof body === "string" ? body : decoder.decode(body);
}
