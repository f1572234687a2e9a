import type { components } from "../generated/oauth";

/** A registered OAuth client of the LPS authorization server. */
export interface OAuthClientConfig {
  /** The authorization server's origin (`{auth_url}`); the reference server serves it at its own root. */
  authUrl: string;
  clientId: string;
  /** Confidential (server-side) clients only; a browser app is a public client and has none. */
  clientSecret?: string;
  /** How the secret travels (RFC 6749 §2.3.1). Default `client_secret_basic`. */
  clientAuthMethod?: "client_secret_basic" | "client_secret_post";
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

export type TokenResponse = components["schemas"]["TokenResponse"];

/** A token response plus the moment the access token expires, so it can be stored and restored. */
export interface TokenSet extends TokenResponse {
  /** Unix time in seconds. */
  expires_at: number;
}

export const endpoint = (config: OAuthClientConfig, path: string): string => config.authUrl.replace(/\/+$/, "") + path;
