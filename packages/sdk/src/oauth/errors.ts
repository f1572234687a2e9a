import { kindOf, LPSError } from "../core/errors";

// RFC 6749 §4.1.2.1 (authorization) and §5.2 (token endpoint) codes, for when the server sends no
// description; `invalid_state` and `invalid_issuer` are ours: the callback's state or issuer did not match.
const MEANINGS: Record<string, string> = {
  invalid_request: "The request is missing a parameter or is otherwise malformed.",
  unauthorized_client: "This client may not use this grant or response type.",
  access_denied: "The user or the authorization server denied the request.",
  unsupported_response_type: "The authorization server does not support this response type.",
  invalid_scope: "The requested scope is invalid, unknown or broader than granted.",
  server_error: "The authorization server failed unexpectedly.",
  temporarily_unavailable: "The authorization server is temporarily unavailable.",
  invalid_client: "Client authentication failed.",
  invalid_grant: "The code or refresh token is invalid, expired, revoked, or was issued to another client.",
  unsupported_grant_type: "The authorization server does not support this grant type.",
  invalid_state: "The callback's state does not match the one sent; the callback may be forged.",
  unexpected_redirect: "The server answered with a redirect, which the SDK does not follow.",
  invalid_issuer: "The callback's iss does not name the authorization server the request went to (RFC 9207); it may be a mix-up attack.",
};

/** An OAuth error from the authorization endpoint's redirect or the token endpoint. */
export class OAuthError extends LPSError {
  override name = "OAuthError";
  /** For `invalid_id_token`: the check that failed (`signature`, `kid`, `alg`, `iss`, `aud`, `exp`, `nonce`, …). */
  declare readonly reason?: string;
  /**
   * From `refreshTokens`, when the answer failed its checks: the answer's new refresh token, to keep
   * in place of the spent one (undefined if the answer carried none). Not enumerable.
   */
  declare readonly refresh_token?: string;
  /** `error` again, where APIError and InsecureTransportError keep their machine code too. */
  declare readonly code: string;
  /** The RFC 6749 code, e.g. `access_denied`, `invalid_grant`. */
  declare readonly error: string;
  declare readonly error_description?: string | undefined;
  declare readonly error_uri?: string | undefined;
  /** HTTP status for token endpoint errors; undefined for callback errors. */
  declare readonly status?: number | undefined;

  constructor(error: string, error_description?: string, error_uri?: string, status?: number) {
    super(`${error}: ${error_description ?? MEANINGS[error] ?? "OAuth error"}`, undefined, "oauth");
    this.error = error;
    this.error_description = error_description;
    this.error_uri = error_uri;
    this.status = status;
    this.code = error;
  }
}

export const isOAuthError = (value: unknown): value is OAuthError => kindOf(value) === "oauth";
