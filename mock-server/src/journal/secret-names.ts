// Which names mark a credential: headers by name, and fields of queries, forms and JSON bodies.

/** Headers whose value is a credential whatever it looks like. */
const SECRET_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key"]);

/** Headers whose value is `<scheme> <credential>` (RFC 9110 §11.4): the scheme says what was sent, and is no secret. */
const SCHEMED_HEADERS = new Set(["authorization", "proxy-authorization"]);

// Names whose values are credentials in query strings, forms and JSON bodies alike, as snakeName spells them.
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
  "apikey",
  "key",
  "private_key",
  "client_assertion",
  "assertion",
]);

// An OAuth authorization code is a credential in a query or a form; in JSON, `code` is a problem's code.
const FORM_ONLY_SECRETS = new Set(["code"]);

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase());
}

export function hasSchemedCredential(name: string): boolean {
  return SCHEMED_HEADERS.has(name.toLowerCase());
}

/**
 * `clientSecret`, `ClientSecret`, `client-secret` and `APIKey` as `client_secret` and `api_key`:
 * clients spell one field many ways, and a credential is one whatever its spelling.
 */
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
