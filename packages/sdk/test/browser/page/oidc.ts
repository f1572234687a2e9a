// Bundled by esbuild from the built package for the browser: the OIDC helpers with Web Crypto only.
import { createAuthorizationRequest, exchangeCode, fetchUserInfo, isOAuthError, parseCallback, type AuthorizationRequest } from "@lps/sdk/oauth";

const config = { authUrl: location.origin, clientId: "cli_Browser" };
const redirectUri = `${location.origin}/callback`;
let pending: AuthorizationRequest | undefined;

async function start(): Promise<string> {
  pending = await createAuthorizationRequest(config, { redirectUri, scope: ["openid", "email"] });
  return pending.url;
}

async function finish(callback: string) {
  const { code } = parseCallback(callback, pending!.state);
  const tokens = await exchangeCode(config, { code, redirectUri, codeVerifier: pending!.codeVerifier, nonce: pending!.nonce });
  const user = await fetchUserInfo(config, tokens.access_token, tokens.idTokenClaims!.sub);
  return { claims: tokens.idTokenClaims, email: user.email, nonce: pending!.nonce };
}

/** The same exchange again: the provider now answers with an ID token it tampered with. */
async function refused(callback: string) {
  const { code } = parseCallback(callback, pending!.state);
  try {
    await exchangeCode(config, { code, redirectUri, codeVerifier: pending!.codeVerifier, nonce: pending!.nonce });
    return "accepted";
  } catch (error) {
    return isOAuthError(error) ? `${error.error}:${error.reason}` : String(error);
  }
}

Object.assign(window, { start, finish, refused, subtle: typeof crypto.subtle?.verify === "function" });
