/** Why an SSO sign-in stopped; each is audited as `sso.failed` with this reason. */
export type SsoReason =
  | "unknown_org"
  | "sso_not_configured"
  | "wrong_domain"
  | "bad_state"
  | "invalid_request"
  | "issuer_mismatch"
  | "issuer_missing"
  | "idp_error"
  | "idp_unreachable"
  | "token_exchange_failed"
  | "bad_signature"
  | "bad_claims"
  | "expired_token"
  | "bad_nonce"
  | "unverified_email"
  | "account_conflict";

const TITLES: Record<SsoReason, string> = {
  unknown_org: "Unknown organisation",
  sso_not_configured: "SSO is not configured",
  wrong_domain: "Address not allowed",
  bad_state: "Sign-in request not recognised",
  invalid_request: "The sign-in request is not valid",
  issuer_mismatch: "The answer came from another identity provider",
  issuer_missing: "The identity provider's answer does not name it",
  idp_error: "The identity provider refused the sign-in",
  idp_unreachable: "The identity provider could not be reached",
  token_exchange_failed: "The identity provider's answer was refused",
  bad_signature: "The ID token's signature is not valid",
  bad_claims: "The ID token is not for this server",
  expired_token: "The ID token has expired",
  bad_nonce: "The ID token does not match this sign-in",
  unverified_email: "The address is not verified",
  account_conflict: "The user is linked to another account",
};

export class SsoFailure extends Error {
  constructor(
    readonly reason: SsoReason,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
  get title(): string {
    return TITLES[this.reason];
  }
}
