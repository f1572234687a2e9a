import { type OAuthClientConfig, type TokenSet, endpoint } from "./config";
import { requestJson } from "./http";
import { invalidIdToken, verifyIdToken } from "./id-token";

// RFC 6749 §2.3.1: id and secret are form-encoded before they are joined and base64-encoded.
const formEncode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/** POSTs a form body (RFC 6749 §4.1.3, RFC 7009 §2.1) with the client's authentication. */
async function postForm(config: OAuthClientConfig, path: string, fields: Record<string, string | undefined>): Promise<unknown> {
  const url = endpoint(config, path);
  const body = new URLSearchParams();
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  const { clientId, clientSecret } = config;
  if (clientSecret && config.clientAuthMethod !== "client_secret_post") {
    headers.authorization = `Basic ${btoa(`${formEncode(clientId)}:${formEncode(clientSecret)}`)}`;
  } else {
    fields = { ...fields, client_id: clientId, client_secret: clientSecret };
  }
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);

  return requestJson(config, url, headers, body);
}

/**
 * The token response with its absolute expiry and, when it carries an ID token, the verified
 * claims. `nonce` is the authorization request's: required, then, on a code exchange.
 */
async function tokenSet(config: OAuthClientConfig, answer: unknown, nonce?: string): Promise<TokenSet> {
  const tokens = answer as TokenSet;
  const set: TokenSet = { ...tokens, expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in };
  if (tokens.id_token) set.idTokenClaims = await verifyIdToken(config, tokens.id_token, nonce);
  return set;
}

/**
 * Trades the callback's code for tokens; pass the `codeVerifier` kept since the authorization
 * request and, with the `openid` scope, its `nonce`: the ID token is then verified and required.
 */
export async function exchangeCode(
  config: OAuthClientConfig,
  grant: { code: string; redirectUri: string; codeVerifier?: string | undefined; nonce?: string | undefined },
): Promise<TokenSet> {
  const answer = await postForm(config, "/oauth/token", {
    grant_type: "authorization_code",
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
  });
  const { id_token: idToken } = answer as TokenSet;
  // A nonce means openid was asked for: an answer without an ID token, or an ID token without the
  // nonce to check it against, would skip the authentication the caller relies on.
  if (grant.nonce ? !idToken : idToken) {
    throw idToken ? invalidIdToken("nonce", "needs the authorization request's nonce: pass it to exchangeCode") : invalidIdToken("missing", "is missing from the token response");
  }
  return tokenSet(config, answer, grant.nonce);
}

/**
 * Uses a refresh token. The answer carries a new refresh token: the old one is now spent. An ID
 * token in it is verified like the first, without a nonce (OpenID Connect Core §12.2). When that
 * fails, the error carries the new refresh token as `refresh_token`, and nothing else of the answer.
 */
export async function refreshTokens(config: OAuthClientConfig, refreshToken: string, scope?: string): Promise<TokenSet> {
  const answer = await refreshAnswer(config, refreshToken, scope);
  // Presenting the spent token again would revoke the grant, so its successor must reach the caller
  // even from a refused answer. Not enumerable: an error is often logged whole.
  return tokenSet(config, answer).catch((error: Error) => {
    throw Object.defineProperty(error, "refresh_token", { value: answer?.refresh_token });
  });
}

/** The refresh grant's answer, unchecked: once it arrives, the refresh token presented is spent. */
const refreshAnswer = (config: OAuthClientConfig, refreshToken: string, scope?: string) =>
  postForm(config, "/oauth/token", { grant_type: "refresh_token", refresh_token: refreshToken, scope }) as Promise<TokenSet>;

/** Revokes a token (RFC 7009); revoking a refresh token ends the whole grant. */
export async function revokeToken(
  config: OAuthClientConfig,
  token: string,
  tokenTypeHint?: "access_token" | "refresh_token",
): Promise<void> {
  await postForm(config, "/oauth/revoke", { token, token_type_hint: tokenTypeHint });
}

export interface TokenManagerOptions extends OAuthClientConfig {
  /** The current tokens: from `exchangeCode`, or restored from storage. */
  tokens: TokenSet;
  /** Refresh this many seconds before expiry. Default 60. */
  refreshSkew?: number | undefined;
  /**
   * Receives every refreshed token set, awaited before the new access token is used; a throw fails
   * that call. Persist the refresh token here: it rotates on each use and the old one is refused.
   */
  onTokens?: ((tokens: TokenSet) => void | Promise<void>) | undefined;
}

export interface TokenManager {
  /** A valid access token, refreshed first when it expires within the skew or was `refused` with 401. */
  getAccessToken(refused?: string): Promise<string>;
  /** Refreshes now; concurrent calls share one request. */
  refresh(): Promise<TokenSet>;
  /** Revokes the refresh token, ending the grant. */
  revoke(): Promise<void>;
  readonly tokens: TokenSet;
}

/** Keeps an OAuth grant's access token fresh; pass it to `createClient({ tokenSource })`. */
export function createTokenManager(options: TokenManagerOptions): TokenManager {
  const skewMs = (options.refreshSkew ?? 60) * 1000;
  let tokens = options.tokens;
  let inflight: Promise<TokenSet> | undefined;

  // Single flight: a refresh token is single-use, so two parallel refreshes would revoke the grant.
  const refresh = (): Promise<TokenSet> =>
    (inflight ??= (async () => {
      const answer = await refreshAnswer(options, tokens.refresh_token);
      const verified = tokenSet(options, answer).then((next) => {
        // Core §12.2: a refreshed ID token must be about the same user.
        if (next.idTokenClaims && tokens.idTokenClaims && next.idTokenClaims.sub !== tokens.idTokenClaims.sub) {
          throw invalidIdToken("sub", "from the refresh names another user");
        }
        return next;
      });
      const next = await verified.catch(() => undefined);
      // Kept (and persisted) whatever the checks say: the old refresh token is spent, and presenting
      // it again revokes the grant. A failed ID token keeps only the new refresh token, which names
      // nobody; the access token and identity of an answer that failed its checks are not handed out.
      // An answer without one leaves the current one in force (RFC 6749 §6).
      tokens = { ...(next ?? tokens), refresh_token: answer.refresh_token ?? tokens.refresh_token };
      await options.onTokens?.(tokens);
      return next ? tokens : verified;
    })().finally(() => {
      inflight = undefined;
    }));

  return {
    async getAccessToken(refused) {
      if (inflight) return (await inflight).access_token;
      const stale = refused ? refused === tokens.access_token : Date.now() >= tokens.expires_at * 1000 - skewMs;
      return stale && tokens.refresh_token ? (await refresh()).access_token : tokens.access_token;
    },
    refresh,
    revoke: () => revokeToken(options, tokens.refresh_token, "refresh_token"),
    get tokens() {
      return tokens;
    },
  };
}
