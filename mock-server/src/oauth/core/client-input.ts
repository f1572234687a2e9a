import type { Validated } from "../../contract/schema-validator";
import { type SandboxSchemas, sandboxValidator, stringItems, withRule, withTrimmedName } from "../../contract/sandbox-validator";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * RFC 6749 §3.1.2: absolute, no fragment. RFC 9700 §2.1 and RFC 8252 §7: https, plain http only
 * on a loopback host, or a private-use scheme in reverse-domain form for native apps.
 */
export function redirectUriProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute URI";
  }
  if (value.includes("#")) return "must not contain a fragment";
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:") {
    return LOOPBACK_HOSTS.has(url.hostname) ? undefined : "http is allowed on loopback hosts only";
  }
  return url.protocol.slice(0, -1).includes(".")
    ? undefined
    : "must use https, loopback http or a reverse-domain private-use scheme";
}

export type ClientInput = SandboxSchemas["OAuthClientCreate"];

// sandbox.yaml's OAuthClientCreate, plus the redirect URI rules its prose states.
const validate = withRule(sandboxValidator("OAuthClientCreate"), (value) =>
  stringItems(value, "redirect_uris").flatMap(([pointer, uri]) => {
    const problem = redirectUriProblem(uri);
    return problem ? [{ pointer, message: problem }] : [];
  }),
);

/** A client as registered: validated, its name without surrounding spaces, each scope once. */
export function parseClientInput(value: unknown): Validated<ClientInput> {
  const checked = validate(withTrimmedName(value));
  if (!checked.ok) return checked;
  const { name, scopes } = checked.value;
  return { ok: true, value: { ...checked.value, name: name.trim(), ...(scopes && { scopes: [...new Set(scopes)] }) } };
}
