import { PKCE_CHALLENGE } from "../../oauth/core/bytes";
import { redirectUriProblem } from "../../oauth/core/client-input";

export interface IdpAuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  nonce?: string;
  challenge: string;
  scope: string;
  loginHint?: string;
}

export type IdpAuthorizeOutcome =
  | { kind: "valid"; request: IdpAuthorizeRequest }
  | { kind: "page"; message: string }
  | { kind: "redirect"; redirectUri: string; state?: string; error: string; description: string };

/**
 * OpenID Connect Core §3.1.2.1 for a test provider: any client_id is accepted (it has no client
 * registry), but PKCE S256 and the openid scope are required, and the redirect URI must be https
 * or loopback http, so codes never travel in the clear off this machine.
 */
export function validateIdpAuthorize(query: URLSearchParams): IdpAuthorizeOutcome {
  const get = (name: string) => query.get(name) || undefined;
  const clientId = get("client_id");
  if (!clientId) return { kind: "page", message: "client_id is missing." };
  const redirectUri = get("redirect_uri");
  const problem = redirectUri === undefined ? "is missing" : redirectUriProblem(redirectUri);
  if (redirectUri === undefined || problem) return { kind: "page", message: `redirect_uri ${problem}.` };
  const state = get("state");
  const fail = (error: string, description: string): IdpAuthorizeOutcome => ({
    kind: "redirect",
    redirectUri,
    ...(state !== undefined && { state }),
    error,
    description,
  });
  if (get("response_type") !== "code") return fail("unsupported_response_type", "Only response_type=code is supported.");
  const scope = get("scope") ?? "";
  if (!scope.split(" ").includes("openid")) return fail("invalid_scope", "The openid scope is required.");
  const challenge = get("code_challenge");
  if (get("code_challenge_method") !== "S256" || !challenge || !PKCE_CHALLENGE.test(challenge)) {
    return fail("invalid_request", "PKCE is required: code_challenge (43 base64url characters) with S256.");
  }
  const nonce = get("nonce");
  const loginHint = get("login_hint");
  return {
    kind: "valid",
    request: {
      clientId,
      redirectUri,
      challenge,
      scope,
      ...(state !== undefined && { state }),
      ...(nonce !== undefined && { nonce }),
      ...(loginHint !== undefined && { loginHint }),
    },
  };
}
