import type { JsonSchema } from "../../../contract/json-schema";
import type { Validated, Validator } from "../../../contract/schema-validator";
import { type SandboxSchemas, sandboxSchema, sandboxSchemaValidator, sandboxValidator, stringItems, withRule, withTrimmedName } from "../../../contract/sandbox-validator";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * RFC 6749 §3.1.2, RFC 9700 §2.1, RFC 8252 §7: absolute, no fragment; https, loopback http, or a
 * reverse-domain private-use scheme. URIs match as exact strings (RFC 9700 §4.1.3) and the consent
 * page shows the string, so it must be the URL parser's own form: userinfo (RFC 3986 §7.6,
 * "https://app.example.com@evil.com/cb") and any spelling the parser rewrites are refused.
 */
export function redirectUriProblem(value: string, { stored = false } = {}): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute URI";
  }
  if (value.includes("#")) return "must not contain a fragment";
  if (url.username !== "" || url.password !== "") {
    return `must not contain userinfo (a name or password before "@"): the code would go to ${url.host}, not to the name shown before it`;
  }
  if (url.href !== value && !(stored && onlyCosmetic(value, url.href))) {
    return `would be read by URL parsers as ${JSON.stringify(url.href)}, which is where the code would go; register that form, as redirect URIs are matched exactly`;
  }
  if (url.port === "0") return "must not use port 0, which no server listens on";
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:") return LOOPBACK_HOSTS.has(url.hostname) ? undefined : "http is allowed on loopback hosts only";
  return url.protocol.slice(0, -1).includes(".") ? undefined : "must use https, loopback http or a reverse-domain private-use scheme";
}

// A stored URI that differs from the parser's form only in case or a bare origin's "/" keeps its
// destination: state files from before this rule hold such URIs.
const onlyCosmetic = (value: string, href: string) =>
  [href, href.replace(/\/$/, "")].some((form) => form.toLowerCase() === value.toLowerCase());

export type ClientInput = SandboxSchemas["OAuthClientCreate"];

const uriRule = (stored: boolean) => (value: unknown) =>
  stringItems(value, "redirect_uris").flatMap(([pointer, uri]) => {
    const problem = redirectUriProblem(uri, { stored });
    return problem ? [{ pointer, message: problem }] : [];
  });
const validate = withRule(sandboxValidator("OAuthClientCreate"), uriRule(false));

const REDIRECT_URIS_ONLY: JsonSchema = {
  type: "object",
  properties: { redirect_uris: (sandboxSchema("OAuthClientCreate").properties as JsonSchema).redirect_uris },
};
let redirectUrisValidator: Validator | undefined;

/** A saved state's client redirect URIs, judged as at registration but for onlyCosmetic forms. */
export function redirectUrisIssues(redirectUris: readonly string[], prefix: string) {
  redirectUrisValidator ??= withRule(sandboxSchemaValidator(REDIRECT_URIS_ONLY), uriRule(true));
  const checked = redirectUrisValidator({ redirect_uris: redirectUris }, prefix);
  return checked.ok ? [] : checked.issues;
}

/** A client as registered: validated, its name without surrounding spaces, each scope once. */
export function parseClientInput(value: unknown): Validated<ClientInput> {
  const checked = validate(withTrimmedName(value));
  if (!checked.ok) return checked;
  const { name, scopes } = checked.value;
  return { ok: true, value: { ...checked.value, name: name.trim(), ...(scopes && { scopes: [...new Set(scopes)] }) } };
}
