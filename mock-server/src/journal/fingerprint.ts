import { sha256Hex } from "../auth/digest";

/**
 * A secret as the journal shows it: the same value always gives the same text, so two requests
 * with one credential can be matched, and the value itself is never kept.
 */
export function fingerprint(secret: string): string {
  return `[redacted sha256:${sha256Hex(secret).slice(0, 12)}]`;
}

const SECRET_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key"]);

// Names whose values are credentials in query strings, forms and JSON bodies alike.
const SECRET_NAMES = new Set([
  "client_secret",
  "code_verifier",
  "password",
  "secret",
  "token",
  "access_token",
  "refresh_token",
  "id_token",
  "api_key",
  "key",
  "private_key",
  "client_assertion",
  "assertion",
]);

// An OAuth authorization code is a credential in a query or a form; in JSON, `code` is a problem's code.
const FORM_ONLY_SECRETS = new Set(["code"]);

// Values shaped like the credentials this server issues, whatever field carries them.
const SECRET_VALUE = /^(?:lps_[a-z]{2}_|whsec_|Bearer\s|Basic\s)/i;

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase());
}

export function isSecretName(name: string, form: boolean): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAMES.has(lower) || (form && FORM_ONLY_SECRETS.has(lower)) || /_(?:secret|token|key)$/.test(lower);
}

/**
 * `value` with every credential inside replaced by its fingerprint (a copy; the input is
 * untouched). `sent`: a client's body, where `code` is an OAuth authorization code (the token
 * endpoint takes JSON too), not a problem's code.
 */
export function redactJson(value: unknown, sent = false): unknown {
  if (typeof value === "string") return SECRET_VALUE.test(value) ? fingerprint(value) : value;
  if (Array.isArray(value)) return value.map((item) => redactJson(item, sent));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    out[name] = typeof member === "string" && isSecretName(name, sent) ? fingerprint(member) : redactJson(member, sent);
  }
  return out;
}

/** Query or form parameters with credentials fingerprinted; repeated names become arrays. */
export function redactParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, raw] of params) {
    const value = isSecretName(name, true) || SECRET_VALUE.test(raw) ? fingerprint(raw) : raw;
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
    out[key] = isSecretHeader(key) || SECRET_VALUE.test(value) ? fingerprint(value) : key === "location" ? redactUrl(value) : value;
  }
  return out;
}

/** A URL with credential parameters (an OAuth redirect's `code`, say) fingerprinted. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  const redacted = redactParams(params);
  const pairs = Object.entries(redacted).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]));
  return `${url.slice(0, start)}?${new URLSearchParams(pairs).toString()}`;
}
