// Bundled by esbuild from the built package for the browser: the OIDC helpers against the
// reference server on another origin, so every call the SDK makes is a CORS request.
import {
  createAuthorizationRequest,
  exchangeCode,
  fetchUserInfo,
  isOAuthError,
  parseCallback,
  refreshTokens,
  type AuthorizationRequest,
  type OAuthClientConfig,
} from "@lps/sdk/oauth";

const redirectUri = `${location.origin}/callback`;
let config: OAuthClientConfig | undefined;
let pending: AuthorizationRequest | undefined;

async function start(authUrl: string, clientId: string): Promise<string> {
  config = { authUrl, clientId };
  pending = await createAuthorizationRequest(config, { redirectUri, scope: ["openid", "profile", "email", "leads.read"] });
  return pending.url;
}

async function finish(callback: string) {
  const { code } = parseCallback(callback, pending!.state);
  const tokens = await exchangeCode(config!, { code, redirectUri, codeVerifier: pending!.codeVerifier, nonce: pending!.nonce });
  const user = await fetchUserInfo(config!, tokens.access_token, tokens.idTokenClaims!.sub);
  const refreshed = await refreshTokens(config!, tokens.refresh_token!);
  const leads = await fetch(`${config!.authUrl}/v1/leads?limit=1`, { headers: { authorization: `Bearer ${refreshed.access_token}` } });
  return {
    claims: tokens.idTokenClaims,
    user,
    nonce: pending!.nonce,
    refreshed: refreshed.access_token !== tokens.access_token,
    leadsStatus: leads.status,
    rateLimit: leads.headers.get("ratelimit"),
  };
}

/** The exchange with a nonce the authorization request did not send: refused. */
async function wrongNonce(callback: string) {
  const { code } = parseCallback(callback, pending!.state);
  try {
    await exchangeCode(config!, { code, redirectUri, codeVerifier: pending!.codeVerifier, nonce: `${pending!.nonce}x` });
    return "accepted";
  } catch (error) {
    return isOAuthError(error) ? `${error.error}:${error.reason}` : String(error);
  }
}

Object.assign(window, { start, finish, wrongNonce });
