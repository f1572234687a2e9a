import type { Hono } from "hono";
import type { Clock } from "../../domain/clock/clock";
import type { Signer } from "./core/signer";

export interface OAuthAuditEntry {
  action: string;
  /** The client_id the request claimed, or "sandbox" for client registration. */
  actor: string;
  status: number;
  ip?: string;
  resource_id?: string;
  /** The request that caused the entry, when the host names its requests (the engine does). */
  request_id?: string;
}

export interface OAuthServerOptions {
  clock: Clock;
  /** The issuer URL; without it (or when it returns undefined) the request's origin. */
  issuer?: () => string | undefined;
  audit?: (entry: OAuthAuditEntry) => void;
  /** Source of every random byte (ids, secrets, codes, tokens); crypto.getRandomValues by default. */
  random?: (bytes: number) => Uint8Array;
  /** Source of client ids only, where it differs from `random` (a seeded engine); never secrets. */
  idRandom?: (bytes: number) => Uint8Array;
  /** The key set, when shared with other parts of the server (session tokens); a new one by default. */
  signer?: Signer;
  /** Who signs in and consents; without it every request acts for one demo user (standalone use). */
  identity?: OAuthIdentity;
}

/** The person on whose behalf a client asks, as the authorization endpoint sees them. */
export interface ResourceOwner {
  userId: string;
  organizationId: string;
  /** When they signed in (ms): OpenID Connect's auth_time, checked against max_age. */
  authTime: number;
  name: string;
  email: string;
  organizationName: string;
  /** Their role in the organisation, named on the consent page beside the scopes it withholds. */
  role: string;
}

/** What the authorization server asks of the identity layer. */
export interface OAuthIdentity {
  /** The signed-in user for a browser request; `setCookie` renews their session. */
  currentUser(request: Request, clientIp: string | undefined): Promise<{ owner: ResourceOwner; setCookie?: string } | undefined>;
  /** Where to send a browser to sign in to an organisation, and come back to `returnTo`. */
  signInUrl(organizationId: string, returnTo: string): string;
  /** The scopes the user's role allows now, read on every use so a demotion applies at once. */
  userScopes(userId: string): readonly string[] | undefined;
  /** Profile claims of a user for ID tokens and userinfo; undefined once the user is gone. */
  userClaims(userId: string): { email: string; name: string } | undefined;
  /** The organisation of clients registered without one. */
  defaultOrganizationId(): string;
  organizationExists(organizationId: string): boolean;
}

export interface OAuthClientInput {
  name: string;
  redirect_uris: string[];
  scopes?: string[];
  /** Confidential clients get a secret; public ones (SPAs, native apps) must use PKCE. Default true. */
  confidential?: boolean;
  /** Skip the consent page, for headless CI. Default false. */
  auto_approve?: boolean;
  /** The organisation whose users may authorize it; the demo organisation by default. */
  organization_id?: string;
}

export interface OAuthClientView {
  client_id: string;
  name: string;
  redirect_uris: string[];
  scopes: string[];
  confidential: boolean;
  auto_approve: boolean;
  organization_id: string;
  created_at: string;
}

/** Returned once at creation: the only time the secret is ever visible. */
export interface CreatedOAuthClient extends OAuthClientView {
  client_secret?: string;
}

export interface VerifiedAccessToken {
  clientId: string;
  /** The grant (one user's consent to one client) the token was issued under. */
  grantId: string;
  subject: string;
  /** The organisation the token acts in (its `org_id`). */
  organizationId: string;
  scopes: string[];
  /** Expiry (ms, like `clock.now()`): `exp`, or earlier if the clock moved back since issue. */
  expiresAt: number;
}

export interface DemoClient {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
}

export interface OAuthServer {
  /** The endpoints, at the root; `routes.fetch(request, { clientIp })` passes the IP to the audit log. */
  routes: Hono;
  /** Signature, issuer, audience and expiry (on the clock), then revocation; null if any fails. */
  verifyAccessToken(token: string): Promise<VerifiedAccessToken | null>;
  /** The same checks but expiry, so a resource server can answer `token_expired`. */
  inspectAccessToken(token: string): Promise<VerifiedAccessToken | null>;
  /** The scopes of a live grant (`VerifiedAccessToken.grantId`) its user's role allows now; undefined once revoked, forgotten or the user is gone. */
  grantScopes(grantId: string): readonly string[] | undefined;
  /** Revokes every grant of a user (`sub`), with all its access and refresh tokens. */
  revokeUserGrants(subject: string): void;
  clients: {
    create(input: OAuthClientInput): Promise<CreatedOAuthClient>;
    list(): OAuthClientView[];
  };
  /** A confidential demo client, created on first call and kept across `reset`. */
  demoClient(): Promise<DemoClient>;
  /** Clients (but the demo one) with their secret hashes, grants and refresh-token hashes. */
  exportState(): Promise<OAuthState>;
  /** Replaces clients and grants with a saved state's; the demo client stays. */
  importState(state: OAuthState): Promise<void>;
  /** Forgets every client, code and token except the demo client. */
  reset(): Promise<void>;
}

/** What a state snapshot keeps of the authorization server (see OAuthServer.exportState). */
export interface OAuthState {
  clients: (Omit<OAuthClientView, "organization_id"> & { organization_id?: string; secretHash?: string })[];
  grants: {
    id: string;
    clientId: string;
    subject: string;
    organizationId?: string;
    authTime?: number;
    scopes: string[];
    revoked: boolean;
    refreshHash?: string;
  }[];
  refresh_tokens: [string, string][];
}
