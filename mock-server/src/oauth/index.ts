export { createOAuthServer } from "./oauth-server";
export type {
  CreatedOAuthClient,
  DemoClient,
  OAuthAuditEntry,
  OAuthClientInput,
  OAuthClientView,
  OAuthServer,
  OAuthServerOptions,
  VerifiedAccessToken,
} from "./types";
