export { createOAuthServer } from "./oauth-server";
export type {
  CreatedOAuthClient,
  DemoClient,
  OAuthAuditEntry,
  OAuthClientInput,
  OAuthClientView,
  OAuthServer,
  OAuthServerOptions,
  OAuthState,
  VerifiedAccessToken,
} from "./types";
