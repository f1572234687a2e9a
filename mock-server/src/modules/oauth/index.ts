export { createOAuthServer } from "./oauth-server";
export type {
  CreatedOAuthClient,
  DemoClient,
  OAuthAuditEntry,
  OAuthClientInput,
  OAuthClientView,
  OAuthIdentity,
  OAuthServer,
  OAuthServerOptions,
  OAuthState,
  VerifiedAccessToken,
} from "./types";
