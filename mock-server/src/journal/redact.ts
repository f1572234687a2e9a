import { fingerprint, hasSchemedCredential, isSecretHeader, isSecretName, redactCredential, redactUrl, redactValue } from "./secret-text";

// Copies of a request's and an answer's parts with every credential fingerprinted, by name or by shape.

/** `sent`: a client's body, where `code` is an OAuth authorization code (the token endpoint takes JSON too). */
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

/** Repeated names become arrays. */
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

/** Lower-case names. */
export function redactHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    out[key] = hasSchemedCredential(key) ? redactCredential(value) : isSecretHeader(key) ? fingerprint(value) : key === "location" ? redactUrl(value) : redactValue(value);
  }
  return out;
}
