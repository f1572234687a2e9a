// Verifying a delivery: the raw body and the two headers, checked against the receiver's clock
// and secrets, then the event parsed. Every failure is a WebhookVerificationError with a code.
import { type Hmac, timingSafeEqual } from "./crypto";
import { fail } from "./errors";
import {
  DEFAULT_TOLERANCE_SECONDS,
  type HeadersLike,
  type RawBody,
  SIGNATURE_HEADER,
  SIGNATURE_SCHEME,
  TIMESTAMP_HEADER,
  type VerifyWebhook,
  type WebhookEvent,
  type WebhookSecret,
} from "./types";

export function makeVerifyWebhook(hmac: Hmac): VerifyWebhook {
  return async (rawBody, headers, secret, options = {}) => {
    const secrets = toSecretList(secret);
    const { now = nowInSeconds(), tolerance = DEFAULT_TOLERANCE_SECONDS } = options;
    checkClock(now, tolerance);
    const body = toRaw(rawBody);
    const timestamp = readHeader(headers, TIMESTAMP_HEADER);
    const signatures = signaturesOf(readHeader(headers, SIGNATURE_HEADER));
    // The clock is checked before any HMAC so that stale or far-future requests cost nothing.
    checkTimestamp(timestamp, now, tolerance);
    const message = signedParts(timestamp, body);
    for (const key of secrets) {
      const mac = hmac(key, message);
      // node:crypto answers synchronously; skipping the await saves a microtask per verification.
      const expected = typeof mac === "string" ? mac : await mac;
      if (signatures.some((signature) => timingSafeEqual(signature, expected))) return parseEvent(toText(body));
    }
    return fail("no_matching_signature");
  };
}

/**
 * NaN, Infinity or a negative value would silently turn replay protection off: a TypeError. So
 * is a `now` of 1e11 or more (the year 5138): Date.now(), milliseconds, where seconds were meant,
 * which would refuse every delivery as timestamp_too_old.
 */
export function checkClock(now: number, tolerance: number): void {
  if (!(now >= 0 && now < 1e11 && tolerance >= 0 && now + tolerance < Infinity)) {
    throw new TypeError("now (seconds, not ms) and tolerance must be finite and >= 0");
  }
}

/**
 * A wrong secret is a configuration mistake, not a bad delivery, so it throws a TypeError.
 * Whitespace is refused because it is nearly always a copy-paste accident (no secret holds any);
 * so is a comma, which no secret holds either: `whsec_new,whsec_old` read from one variable
 * matches nothing, where an array of the two matches either.
 */
export function toSecretList(secret: WebhookSecret): readonly string[] {
  const secrets = typeof secret === "string" ? [secret] : secret;
  const valid = Array.isArray(secrets) && secrets.length > 0 && secrets.every((s) => typeof s === "string" && /^[^\s,]+$/.test(s));
  if (!valid) throw new TypeError("secret must be non-empty, unpadded, several in an array");
  return secrets;
}

/**
 * Accepts the body as received: a string, an ArrayBuffer or any view of one (Buffer included).
 * Anything else is a body some middleware already parsed, whose original bytes are lost.
 */
function toRaw(body: RawBody | unknown): string | Uint8Array {
  if (typeof body === "string") return body;
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  // The tag, unlike instanceof, also recognises an ArrayBuffer from another realm.
  if (Object.prototype.toString.call(body) === "[object ArrayBuffer]") return new Uint8Array(body as ArrayBuffer);
  return fail("body_not_raw");
}

/** The signed message, `${timestamp}.${body}`, as parts for the HMAC to stream through. */
export function signedParts(timestamp: string, body: string | Uint8Array): (string | Uint8Array)[] {
  return [`${timestamp}.`, body];
}

const decoder = new TextDecoder();
const toText = (body: string | Uint8Array): string => (typeof body === "string" ? body : decoder.decode(body));

/**
 * Reads a header case-insensitively. Repeated headers (arrays from Node) are joined with a
 * comma, as HTTP combines repeated field lines.
 */
function readHeader(headers: HeadersLike, name: string): string {
  const value =
    typeof headers.get === "function"
      ? (headers.get as (n: string) => string | null)(name)
      : lookup(headers as Record<string, unknown>, name);
  const joined = Array.isArray(value) ? value.join(",") : value;
  const text = typeof joined === "string" ? joined.trim() : "";
  return text === "" ? fail("missing_header", `${name} is missing; is this request a delivery from the service?`) : text;
}

function lookup(headers: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(headers, name)) return headers[name];
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}

const PREFIX = `${SIGNATURE_SCHEME}=`;

/**
 * Returns the values of the `v1=` entries of `v1=<hex>,v1=<hex>,v0=…`. Entries of other schemes
 * are ignored; a header without any `v1` entry, or with an entry that is not `scheme=value`,
 * is malformed.
 */
function signaturesOf(header: string): string[] {
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const entry = part.trim();
    if (entry.indexOf("=") < 1) fail("malformed_signature");
    if (entry.startsWith(PREFIX)) signatures.push(entry.slice(PREFIX.length));
  }
  if (signatures.length === 0) fail("malformed_signature");
  return signatures;
}

/**
 * Checks the timestamp header against the receiver's clock. Strict digits only: `parseInt`
 * would accept `"1700000000abc"` and let a tampered header through.
 */
function checkTimestamp(header: string, now: number, tolerance: number): void {
  if (!/^\d+$/.test(header)) fail("malformed_timestamp");
  const age = now - Number(header);
  if (age > tolerance) fail("timestamp_too_old");
  if (-age > tolerance) fail("timestamp_in_future");
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Parses the verified body; only the envelope's discriminator and id are checked. */
function parseEvent(text: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    return fail("invalid_payload");
  }
  const { type, id } = (event ?? {}) as { type?: unknown; id?: unknown };
  if (typeof event !== "object" || typeof type !== "string" || typeof id !== "string") {
    fail("invalid_payload");
  }
  return event as WebhookEvent;
}
