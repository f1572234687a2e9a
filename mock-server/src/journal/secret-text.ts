import { sha256Hex } from "../auth/digest";

// Which names and shapes mark a credential, and how the journal shows one.

/** The same secret always gives the same text, so two requests with one credential can be matched. */
export function fingerprint(secret: string): string {
  return `[redacted sha256:${sha256Hex(secret).slice(0, 12)}]`;
}

const SECRET_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key"]);
/** `<scheme> <credential>` (RFC 9110 §11.4): the scheme says what was sent, and is no secret. */
const SCHEMED_HEADERS = new Set(["authorization", "proxy-authorization"]);
// As snakeName spells them, in queries, forms and JSON bodies alike.
const SECRET_NAMES = new Set(["client_secret", "code_verifier", "password", "secret", "token", "access_token", "refresh_token",
  "id_token", "api_key", "apikey", "key", "private_key", "client_assertion", "assertion"]);
// An OAuth authorization code is a credential in a query or a form; in JSON, `code` is a problem's code.
const FORM_ONLY_SECRETS = new Set(["code"]);

export const isSecretHeader = (name: string): boolean => SECRET_HEADERS.has(name.toLowerCase());
export const hasSchemedCredential = (name: string): boolean => SCHEMED_HEADERS.has(name.toLowerCase());

/** `clientSecret`, `client-secret`, `APIKey` → `client_secret`, `api_key`: a credential is one whatever its spelling. */
export function snakeName(name: string): string {
  return name
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[-.\s]/g, "_")
    .toLowerCase();
}

/** `form`: a query or a form, where `code` is an OAuth authorization code. */
export function isSecretName(name: string, form: boolean): boolean {
  const snake = snakeName(name);
  return SECRET_NAMES.has(snake) || (form && FORM_ONLY_SECRETS.has(snake)) || /_(?:secret|token|key|password)$/.test(snake);
}

// The credentials this server issues, by shape: `lps_sk_`/`lps_cs_`/`lps_ac_`/`lps_rt_`, `whsec_`, and
// JWTs (a base64url JSON header starts `eyJ`; a JWE has five parts). A bare prefix is no credential.
const SHAPE = String.raw`(?:lps_[a-z]{2}_|whsec_)[A-Za-z0-9_-]+|\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)?`;
const URL_IN_TEXT = String.raw`\bhttps?://[^\s"'<>\\]+`;
const SHAPE_OR_URL = new RegExp(`(${SHAPE})|(${URL_IN_TEXT})`, "g");
const SHAPES = new RegExp(SHAPE, "g");

// A whole `Bearer <token>` / `Basic <base64>` value (RFC 9110 token68).
const SCHEMED = /^(bearer|basic)[ \t]+([A-Za-z0-9._~+/-]+=*)$/i;
// Inside a text, where prose ("the Bearer scheme") and challenges (`Bearer realm="lps"`) stand too:
// only a long token not followed by `="` counts.
const SCHEMED_IN_TEXT = /\b(bearer|basic)[ \t]+(?![A-Za-z_]+=")([A-Za-z0-9._~+/-]{16,}=*)/gi;

// A JSON string member in a text that did not parse; `name=value` pairs of a query or a form.
const MEMBER = /"((?:[^"\\\n]|\\.){1,200})"(\s*:\s*)"((?:[^"\\]|\\.)*)"/g;
const PAIR = /(^|[?&;#\s])([A-Za-z][\w.%-]{0,100})=([^&;#\s"'<>]+)/g;

const decoded = (raw: string, decode: (text: string) => string) => {
  try {
    return decode(raw);
  } catch {
    return raw;
  }
};
const fromUrl = (raw: string) => decoded(raw, (text) => decodeURIComponent(text.replace(/\+/g, " ")));
const fromJson = (raw: string) => decoded(raw, (text) => JSON.parse(`"${text}"`) as string);

const redactPair = (all: string, before: string, name: string, raw: string) =>
  raw.startsWith("[redacted") || !isSecretName(fromUrl(name), true) ? all : `${before}${name}=${fingerprint(fromUrl(raw))}`;

/** An Authorization value: the credential alone is fingerprinted, so it matches the same key sent in a query or body. */
export function redactCredential(value: string): string {
  const schemed = /^([A-Za-z][\w!#$%&'*+.^`|~-]*)[ \t]+(\S.*)$/.exec(value);
  return schemed ? `${schemed[1]} ${fingerprint(schemed[2]!)}` : fingerprint(value);
}

/**
 * A value no name marks as a credential, with a whole `Bearer <token>`, every credential shape and
 * the credential parameters of any URL fingerprinted. Ids, cursors and messages are data and stay.
 */
export function redactValue(value: string): string {
  const schemed = SCHEMED.exec(value);
  if (schemed) return `${schemed[1]} ${fingerprint(schemed[2]!)}`;
  return value.replace(SHAPE_OR_URL, (match, shape: string | undefined) => (shape ? fingerprint(match) : redactUrl(match)));
}

/** A URL with credential-named parameters, a password before the host and credential shapes fingerprinted; not re-encoded. */
export function redactUrl(url: string): string {
  const start = url.search(/[?#]/);
  let base = start < 0 ? url : url.slice(0, start);
  base = base.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*):([^/?#@]*)@/i, (_all, user: string, password: string) => `${user}:${fingerprint(fromUrl(password))}@`);
  const rest = start < 0 ? "" : url.slice(start).replace(PAIR, redactPair);
  return (base + rest).replace(SHAPES, (match) => fingerprint(match));
}

/** A body the journal could not parse: credential-named members and pairs, then all redactValue finds. */
export function redactText(text: string, sent: boolean): string {
  const members = text.replace(MEMBER, (all, name: string, colon: string, raw: string) =>
    isSecretName(fromJson(name), sent) ? `"${name}"${colon}"${fingerprint(fromJson(raw))}"` : all,
  );
  return members
    .replace(PAIR, redactPair)
    .replace(SCHEMED_IN_TEXT, (_all, scheme: string, token: string) => `${scheme} ${fingerprint(token)}`)
    .replace(SHAPE_OR_URL, (match, shape: string | undefined) => (shape ? fingerprint(match) : redactUrl(match)));
}
