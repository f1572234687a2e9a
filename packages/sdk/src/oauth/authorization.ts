import { type OAuthClientConfig, endpoint } from "./config";
import { OAuthError } from "./oauth-error";
import { createPkce, randomToken } from "./pkce";

export interface AuthorizationRequest {
  /** Send the user's browser here. */
  url: string;
  /** Keep `state` and `codeVerifier` in the user's session until the callback. */
  state: string;
  codeVerifier: string;
}

/** Builds the `/oauth/authorize` URL with a fresh `state` and a PKCE S256 challenge. */
export async function createAuthorizationRequest(
  config: OAuthClientConfig,
  options: { redirectUri: string; scope?: string | string[]; state?: string },
): Promise<AuthorizationRequest> {
  const { codeVerifier, codeChallenge, codeChallengeMethod } = await createPkce();
  const state = options.state ?? randomToken();
  const url = new URL(endpoint(config, "/oauth/authorize"));
  const scope = Array.isArray(options.scope) ? options.scope.join(" ") : options.scope;
  for (const [name, value] of Object.entries({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: options.redirectUri,
    scope,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: codeChallengeMethod,
  })) {
    if (value) url.searchParams.set(name, value);
  }
  return { url: url.toString(), state, codeVerifier };
}

/**
 * Reads the redirect back to `redirect_uri` (a full URL or a request path such as `/callback?…`).
 * The state is checked first, so a forged callback cannot even inject an error; then an `error`
 * parameter becomes an OAuthError (RFC 6749 §4.1.2.1); otherwise the code is returned.
 */
export function parseCallback(callbackUrl: string | URL, expectedState: string): { code: string; state: string } {
  const params = new URL(callbackUrl, "http://callback.invalid").searchParams;
  const state = params.get("state");
  if (!expectedState || state !== expectedState) throw new OAuthError("invalid_state");
  const error = params.get("error");
  if (error) throw new OAuthError(error, params.get("error_description") ?? undefined, params.get("error_uri") ?? undefined);
  const code = params.get("code");
  if (!code) throw new OAuthError("invalid_request", "The callback carries neither a code nor an error.");
  return { code, state };
}
