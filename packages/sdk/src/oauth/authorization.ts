import { checkedUrl, type OAuthClientConfig, type ServerMetadata, endpoint } from "./config";
import { OAuthError } from "./errors";

// PKCE with Web Crypto only, so the same code runs in browsers, workers and Node.
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** `bytes` random bytes, base64url-encoded; 32 bytes give 43 characters (256 bits). */
export const randomToken = (bytes = 32): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** The S256 code challenge of a verifier (RFC 7636 §4.2). */
export async function s256(codeVerifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(codeVerifier))));
}

export interface Pkce {
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: "S256";
}

export async function createPkce(): Promise<Pkce> {
  const codeVerifier = randomToken();
  return { codeVerifier, codeChallenge: await s256(codeVerifier), codeChallengeMethod: "S256" };
}

export interface AuthorizationRequest {
  /** Send the user's browser here. */
  url: string;
  /** Keep `state` and `codeVerifier` in the user's session until the callback. */
  state: string;
  codeVerifier: string;
  /** With the `openid` scope: keep it beside `state` and pass it to `exchangeCode`, which checks the ID token carries it. */
  nonce?: string;
}

/**
 * Builds the `/oauth/authorize` URL with a fresh `state` and a PKCE S256 challenge, and with a
 * fresh `nonce` when the scope asks for `openid` (OpenID Connect Core §3.1.2.1).
 */
export async function createAuthorizationRequest(
  config: OAuthClientConfig,
  options: { redirectUri: string; scope?: string | string[] | undefined; state?: string | undefined; nonce?: string | undefined },
): Promise<AuthorizationRequest> {
  const { codeVerifier, codeChallenge, codeChallengeMethod } = await createPkce();
  const state = options.state ?? randomToken();
  // Checked here: this URL goes to the browser, not through requestJson.
  const url = new URL(checkedUrl(config, endpoint(config, "/oauth/authorize")));
  const scope = Array.isArray(options.scope) ? options.scope.join(" ") : options.scope;
  const nonce = scope?.split(" ").includes("openid") ? (options.nonce ?? randomToken()) : undefined;
  for (const [name, value] of Object.entries({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: options.redirectUri,
    scope,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: codeChallengeMethod,
    nonce,
  })) {
    if (value) url.searchParams.set(name, value);
  }
  // `nonce` only when one was sent, so a stored request says whether to expect an ID token.
  return { url: url.toString(), state, codeVerifier, ...(nonce && { nonce }) };
}

/** The parts of the server's metadata (RFC 8414) that `parseCallback` reads. */
export type CallbackIssuer = Pick<ServerMetadata, "issuer" | "authorization_response_iss_parameter_supported">;

/**
 * Reads the redirect back to `redirect_uri` (a full URL or a request path such as `/callback?…`).
 * The state is checked first, so a forged callback cannot even inject an error. Given the
 * server's metadata, the `iss` parameter must then name that issuer (RFC 9207): a different one
 * is always refused, and a missing one when the server advertises
 * `authorization_response_iss_parameter_supported`, which defeats mix-up attacks. Then an `error`
 * parameter becomes an OAuthError (RFC 6749 §4.1.2.1); otherwise the code is returned.
 */
export function parseCallback(callbackUrl: string | URL, expectedState: string, server?: CallbackIssuer): { code: string; state: string } {
  const params = new URL(callbackUrl, "http://callback.invalid").searchParams;
  const state = params.get("state");
  if (!expectedState || state !== expectedState) throw new OAuthError("invalid_state");
  const iss = params.get("iss");
  if (server && (iss === null ? server.authorization_response_iss_parameter_supported : iss !== server.issuer)) {
    throw new OAuthError("invalid_issuer");
  }
  const error = params.get("error");
  if (error) throw new OAuthError(error, params.get("error_description") ?? undefined, params.get("error_uri") ?? undefined);
  const code = params.get("code");
  if (!code) throw new OAuthError("invalid_request", "The callback carries neither a code nor an error.");
  return { code, state };
}
