import { PKCE_CHALLENGE } from "../core/bytes";
import type { ClientRegistry } from "../core/client-registry";
import type { AuthorizationRequest } from "../core/context";
import { isSubset, parseScope, requestableScopes } from "../core/scopes";
import { PROMPTS } from "../defaults";

export type AuthorizeErrorCode =
  | "invalid_request"
  | "unsupported_response_type"
  | "invalid_scope"
  | "access_denied"
  | "login_required"
  | "consent_required";

/** A request that passed validation; who consents is settled afterwards. */
export type ValidatedRequest = Omit<AuthorizationRequest, "owner"> & {
  /** OpenID Connect prompt values (Core §3.1.2.1). */
  prompt: string[];
  /** OpenID Connect max_age in seconds: a sign-in older than this must be repeated. */
  maxAge?: number;
};

/** Where an authorization request goes: a page (redirect untrusted), an error redirect, or consent. */
export type AuthorizeOutcome =
  | { kind: "page"; message: string }
  | { kind: "redirect"; redirectUri: string; state?: string; error: AuthorizeErrorCode; description: string }
  | { kind: "valid"; request: ValidatedRequest };

const SINGLE_VALUED = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
  "nonce",
  "prompt",
  "max_age",
];
const MAX_AGE = /^\d{1,9}$/;

/** RFC 6749 §4.1.1 and §4.1.2.1, RFC 7636 §4.3 and §4.4.1, RFC 9700 §2.1.1 and §4.1.3. */
export function validateAuthorizeRequest(clients: ClientRegistry, query: URLSearchParams): AuthorizeOutcome {
  const only = (name: string) => (query.getAll(name).length === 1 ? query.get(name) || undefined : undefined);
  const client = clients.get(only("client_id") ?? "");
  if (!client) return { kind: "page", message: "The client_id is missing or not registered." };
  const redirectUri = only("redirect_uri");
  // Exact string match only: no prefix, no pattern, no default (RFC 9700 §4.1.3).
  if (!redirectUri || !client.redirect_uris.includes(redirectUri)) {
    return { kind: "page", message: `The redirect_uri is missing or not registered for ${client.name}.` };
  }
  const state = query.get("state") ?? undefined;
  const fail = (error: AuthorizeErrorCode, description: string): AuthorizeOutcome => ({
    kind: "redirect",
    redirectUri,
    ...(state !== undefined && { state }),
    error,
    description,
  });

  const repeated = SINGLE_VALUED.find((name) => query.getAll(name).length > 1);
  if (repeated) return fail("invalid_request", `Parameter ${repeated} is repeated.`);
  const responseType = only("response_type");
  if (!responseType) return fail("invalid_request", "response_type is missing.");
  if (responseType !== "code") return fail("unsupported_response_type", "Only response_type=code is supported.");

  const challenge = only("code_challenge");
  const method = only("code_challenge_method");
  if (challenge === undefined) {
    if (method !== undefined) return fail("invalid_request", "code_challenge_method was sent without code_challenge.");
    if (!client.confidential) return fail("invalid_request", "PKCE is required: send code_challenge with S256.");
  } else {
    // An absent method means `plain` (RFC 7636 §4.3), which RFC 9700 §2.1.1 rules out.
    if (method !== "S256")
      return fail("invalid_request", "code_challenge_method must be S256; plain is not supported.");
    if (!PKCE_CHALLENGE.test(challenge)) return fail("invalid_request", "code_challenge must be 43 base64url characters.");
  }

  const scopes = parseScope(only("scope")) ?? client.scopes;
  const allowed = requestableScopes(client.scopes);
  if (!isSubset(scopes, allowed)) return fail("invalid_scope", `This client may request: ${allowed.join(" ")}.`);

  const prompt = parseScope(only("prompt")) ?? [];
  const unknownPrompt = prompt.find((value) => !(PROMPTS as readonly string[]).includes(value));
  if (unknownPrompt) return fail("invalid_request", `prompt=${unknownPrompt} is not supported; use ${PROMPTS.join(", ")}.`);
  // Core §3.1.2.1: none asks for no interaction at all, so it cannot be combined with another value.
  if (prompt.includes("none") && prompt.length > 1) return fail("invalid_request", "prompt=none cannot be combined with other values.");
  const maxAge = only("max_age");
  if (maxAge !== undefined && !MAX_AGE.test(maxAge)) return fail("invalid_request", "max_age must be a number of seconds.");
  const nonce = only("nonce");
  return {
    kind: "valid",
    request: {
      client,
      redirectUri,
      scopes,
      prompt,
      ...(maxAge !== undefined && { maxAge: Number(maxAge) }),
      ...(nonce !== undefined && { nonce }),
      ...(state !== undefined && { state }),
      ...(challenge && { challenge }),
    },
  };
}
