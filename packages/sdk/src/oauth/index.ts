export { createAuthorizationRequest, createPkce, parseCallback, s256, type AuthorizationRequest, type CallbackIssuer, type Pkce } from "./authorization";
export type { IdTokenClaims, OAuthClientConfig, ServerMetadata, TokenResponse, TokenSet } from "./config";
export { fetchUserInfo, type ProviderMetadata, type UserInfo } from "./provider";
export type { IdTokenFailure } from "./id-token";
export { isOAuthError, OAuthError } from "./errors";
export { createTokenManager, exchangeCode, refreshTokens, revokeToken, type TokenManager, type TokenManagerOptions } from "./tokens";
export { InsecureTransportError, isInsecureTransportError } from "../core/errors";
