import type { OAuthClientConfig, TokenSet } from "./config";
import { refreshTokens, revokeToken } from "./token-endpoint";

export interface TokenManagerOptions extends OAuthClientConfig {
  /** The current tokens: from `exchangeCode`, or restored from storage. */
  tokens: TokenSet;
  /** Refresh this many seconds before expiry. Default 60. */
  refreshSkew?: number;
  /**
   * Receives every refreshed token set, awaited before the new access token is used; a throw fails
   * that call. Persist the refresh token here: it rotates on each use and the old one is refused.
   */
  onTokens?: (tokens: TokenSet) => void | Promise<void>;
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
      const next = await refreshTokens(options, tokens.refresh_token);
      // Kept before onTokens runs: the old refresh token is spent even if persisting fails.
      tokens = next;
      await options.onTokens?.(next);
      return next;
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
