export type WebhookVerificationErrorCode =
  | "missing_header"
  | "malformed_signature"
  | "malformed_timestamp"
  | "timestamp_too_old"
  | "timestamp_in_future"
  | "no_matching_signature"
  | "invalid_payload"
  | "body_not_raw";

// A registered symbol is the same in every bundle copy and every realm, where instanceof is not.
const BRAND = Symbol.for("@lps/sdk/webhooks.WebhookVerificationError");

/** Verification failed; `code` says why. Never show it to the sender. */
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
  readonly code: WebhookVerificationErrorCode;
  readonly [BRAND] = true;

  /** The message is the code and a sentence saying what to check; `detail` replaces the sentence. */
  constructor(code: WebhookVerificationErrorCode, detail?: string) {
    super(`${code}: ${detail ?? WHY[code]}`);
    this.code = code;
  }
}

/** What each code means for the receiver, where a bare code would leave them guessing. */
const WHY: Record<WebhookVerificationErrorCode, string> = {
  missing_header: "a signature header is missing; is this request a delivery from the service?",
  malformed_signature: "x-service-signature is not a list of v1=<hex> entries",
  malformed_timestamp: "x-service-timestamp is not a whole number of seconds",
  timestamp_too_old: "the delivery was signed longer ago than the tolerance allows: a replay, or this clock is ahead",
  timestamp_in_future: "the delivery was signed later than this clock says, by more than the tolerance: this clock is behind",
  no_matching_signature: "no signature matches: the secret is not this endpoint's, or the body changed before it was verified (pass the raw bytes)",
  invalid_payload: "the signed body is not a JSON event with type and id",
  body_not_raw: "the body was parsed before verifying: pass the raw body, not a parsed object",
};

export function isWebhookVerificationError(error: unknown): error is WebhookVerificationError {
  return (
    error instanceof WebhookVerificationError ||
    (typeof error === "object" && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true)
  );
}

export function fail(code: WebhookVerificationErrorCode, detail?: string): never {
  throw new WebhookVerificationError(code, detail);
}
