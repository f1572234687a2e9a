import { assertSecureTransport } from "../internal/credentials";
import type { components } from "../generated/oauth";

/** A registered OAuth client of the LPS authorization server. */
export interface OAuthClientConfig {
  /** The authorization server's origin (`{auth_url}`); the reference server serves it at its own root. */
  authUrl: string;
  clientId: string;
  /** Confidential (server-side) clients only; a browser app is a public client and has none. */
  clientSecret?: string | undefined;
  /** How the secret travels (RFC 6749 §2.3.1). Default `client_secret_basic`. */
  clientAuthMethod?: "client_secret_basic" | "client_secret_post" | undefined;
  /** Replaces the global `fetch`; it must honour `init.signal`, which carries `timeout` and `signal`. */
  fetch?: ((input: string, init: RequestInit) => Promise<Response>) | undefined;
  /**
   * Milliseconds for each request to the authorization server, its body included; it is aborted
   * and rejects with TimeoutError when they pass. Default 60 000.
   */
  timeout?: number | undefined;
  /** Aborts every request made with this config (rejecting with AbortError), e.g. at shutdown. */
  signal?: AbortSignal | undefined;
  /**
   * Talk to an authorization server over plain http on a host that is not loopback. Off by
   * default: every helper throws InsecureTransportError, since codes, secrets and tokens would
   * cross the network readable. Only for a private network behind TLS termination.
   */
  allowInsecureHttp?: boolean | undefined;
  /**
   * OpenID Connect: the provider's issuer, the exact `iss` of its ID tokens. Default `authUrl`
   * without a trailing slash; discovery is read from `{issuer}/.well-known/openid-configuration`.
   */
  issuer?: string | undefined;
  /** OpenID Connect: where the provider's signing keys are, instead of the discovery document's `jwks_uri`. */
  jwksUri?: string | undefined;
  /** OpenID Connect: seconds of clock difference tolerated on an ID token's `exp` and `iat`. Default 30. */
  clockTolerance?: number | undefined;
  /**
   * OpenID Connect: the provider's time in Unix seconds, against which `exp` and `iat` are checked.
   * Default the system clock; for a sandbox whose clock was moved (`POST /__sandbox/clock`).
   */
  clock?: (() => number) | undefined;
}

export type TokenResponse = components["schemas"]["TokenResponse"];
/** The authorization server's metadata (RFC 8414), served at `/.well-known/oauth-authorization-server`. */
export type ServerMetadata = components["schemas"]["ServerMetadata"];

/** The claims of a verified ID token (OpenID Connect Core §2, §5.1). */
export interface IdTokenClaims {
  iss: string;
  /** The user's stable identifier at the provider. */
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  auth_time?: number;
  azp?: string;
  at_hash?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

/** A token response plus the moment the access token expires, so it can be stored and restored. */
export interface TokenSet extends TokenResponse {
  /** Unix time in seconds. */
  expires_at: number;
  /** With the `openid` scope: the ID token as received. */
  id_token?: string;
  /** With the `openid` scope: the ID token's claims, after its signature and claims were checked. */
  idTokenClaims?: IdTokenClaims;
}

/** `url`, unless it is plain http to a host that is not loopback and the config did not opt out. */
export function checkedUrl(config: OAuthClientConfig, url: string): string {
  assertSecureTransport(url, config.allowInsecureHttp, "the OAuth client config");
  return url;
}

/** The URL of an authorization server endpoint. */
export const endpoint = (config: OAuthClientConfig, path: string): string => config.authUrl.replace(/\/+$/, "") + path;
