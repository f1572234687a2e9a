import { fingerprint } from "./fingerprint";
import { isSecretName } from "./secret-names";

// The credentials this server issues, by shape, wherever they stand in a text: API keys
// (`lps_sk_`), OAuth client secrets, codes and refresh tokens (`lps_cs_`, `lps_ac_`, `lps_rt_`),
// webhook secrets (`whsec_`), and JWTs, which access, ID and session tokens are (a JSON header in
// base64url always starts `eyJ`; a JWE has five parts). A shape alone, `lps_sk_` in an error
// message, is no credential and stays.
const SHAPE = String.raw`(?:lps_[a-z]{2}_|whsec_)[A-Za-z0-9_-]+|\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)?`;
const URL_IN_TEXT = String.raw`\bhttps?://[^\s"'<>\\]+`;
const SHAPE_OR_URL = new RegExp(`(${SHAPE})|(${URL_IN_TEXT})`, "g");
const SHAPES = new RegExp(SHAPE, "g");

// A whole value that is an authorization (`Bearer <token>`, `Basic <base64>`): RFC 9110's token68.
const SCHEMED = /^(bearer|basic)[ \t]+([A-Za-z0-9._~+/-]+=*)$/i;
// The same inside a text, where prose ("the Bearer scheme") and challenges (`Bearer realm="lps"`)
// also stand: only a long token not followed by `="` counts.
const SCHEMED_IN_TEXT = /\b(bearer|basic)[ \t]+(?![A-Za-z_]+=")([A-Za-z0-9._~+/-]{16,}=*)/gi;

// A JSON member whose value is a string, in a text that did not parse; and `name=value` pairs of
// a query or a form.
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

/** A `name=value` pair with its value fingerprinted when the name is a credential's (and not done already). */
const redactPair = (all: string, before: string, name: string, raw: string) =>
  raw.startsWith("[redacted") || !isSecretName(fromUrl(name), true) ? all : `${before}${name}=${fingerprint(fromUrl(raw))}`;

/**
 * The value of an Authorization header: the scheme stays readable and the credential after it
 * is fingerprinted alone, so `fingerprint(key)` matches a key sent as `Bearer <key>`, in a query
 * or in a body alike.
 */
export function redactCredential(value: string): string {
  const schemed = /^([A-Za-z][\w!#$%&'*+.^`|~-]*)[ \t]+(\S.*)$/.exec(value);
  return schemed ? `${schemed[1]} ${fingerprint(schemed[2]!)}` : fingerprint(value);
}

/**
 * A value that no name marks as a credential (a header, a query value, a path, a string of a
 * JSON body), with what is one in it fingerprinted: a whole `Bearer <token>`, every
 * credential-shaped part, and the credential parameters of any URL. The rest stays as is: ids
 * (`lead_…`, `key_…`), cursors and messages are data.
 */
export function redactValue(value: string): string {
  const schemed = SCHEMED.exec(value);
  if (schemed) return `${schemed[1]} ${fingerprint(schemed[2]!)}`;
  return value.replace(SHAPE_OR_URL, (match, shape: string | undefined) => (shape ? fingerprint(match) : redactUrl(match)));
}

/**
 * A URL with its credentials fingerprinted: parameters of its query or fragment named as
 * credentials (an OAuth redirect's `code`, a webhook URL's `token=`), a password before the host,
 * and credential-shaped parts anywhere. Written back as it came, not re-encoded.
 */
export function redactUrl(url: string): string {
  const start = url.search(/[?#]/);
  let base = start < 0 ? url : url.slice(0, start);
  base = base.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*):([^/?#@]*)@/i, (_all, user: string, password: string) => `${user}:${fingerprint(fromUrl(password))}@`);
  const rest = start < 0 ? "" : url.slice(start).replace(PAIR, redactPair);
  return (base + rest).replace(SHAPES, (match) => fingerprint(match));
}

/**
 * A body that is no JSON the journal could parse (a trailing comma, a form past the size shown,
 * plain text): the string value of every member and every `name=value` pair named as a
 * credential, then everything redactValue finds, wherever it stands.
 */
export function redactText(text: string, sent: boolean): string {
  const members = text.replace(MEMBER, (all, name: string, colon: string, raw: string) =>
    isSecretName(fromJson(name), sent) ? `"${name}"${colon}"${fingerprint(fromJson(raw))}"` : all,
  );
  return members
    .replace(PAIR, redactPair)
    .replace(SCHEMED_IN_TEXT, (_all, scheme: string, token: string) => `${scheme} ${fingerprint(token)}`)
    .replace(SHAPE_OR_URL, (match, shape: string | undefined) => (shape ? fingerprint(match) : redactUrl(match)));
}
