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

  /** Without a message, the code is the message. */
  constructor(code: WebhookVerificationErrorCode, message?: string) {
    super(message ?? code);
    this.code = code;
  }
}

export function isWebhookVerificationError(error: unknown): error is WebhookVerificationError {
  return (
    error instanceof WebhookVerificationError ||
    (typeof error === "object" && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true)
  );
}

export function fail(code: WebhookVerificationErrorCode, message?: string): never {
  throw new WebhookVerificationError(code, message);
}
