export { createAuthorizationRequest, parseCallback, type AuthorizationRequest } from "./authorization";
export type { OAuthClientConfig, TokenResponse, TokenSet } from "./config";
export { isOAuthError, OAuthError } from "./oauth-error";
export { createPkce, s256, type Pkce } from "./pkce";
export { exchangeCode, refreshTokens, revokeToken } from "./token-endpoint";
export { createTokenManager, type TokenManager, type TokenManagerOptions } from "./token-manager";
