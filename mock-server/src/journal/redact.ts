import { fingerprint } from "./fingerprint";
import { hasSchemedCredential, isSecretHeader, isSecretName } from "./secret-names";
import { redactCredential, redactUrl, redactValue } from "./secret-text";

// The parts of a request and of an answer as the journal keeps them: every credential replaced
// by its fingerprint, by name (secret-names.ts) or by shape (secret-text.ts), in copies.

/**
 * `value` with every credential inside replaced by its fingerprint (a copy; the input is
 * untouched). `sent`: a client's body, where `code` is an OAuth authorization code (the token
 * endpoint takes JSON too), not a problem's code.
 */
export function redactJson(value: unknown, sent = false): unknown {
  if (typeof value === "string") return redactValue(value);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, sent));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    out[redactValue(name)] = typeof member === "string" && isSecretName(name, sent) ? fingerprint(member) : redactJson(member, sent);
  }
  return out;
}

/** Query or form parameters with credentials fingerprinted; repeated names become arrays. */
export function redactParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawName, raw] of params) {
    const value = isSecretName(rawName, true) ? fingerprint(raw) : redactValue(raw);
    const name = redactValue(rawName);
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/** Headers as a record (lower-case names) with credentials fingerprinted. */
export function redactHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    out[key] = hasSchemedCredential(key) ? redactCredential(value) : isSecretHeader(key) ? fingerprint(value) : key === "location" ? redactUrl(value) : redactValue(value);
  }
  return out;
}
