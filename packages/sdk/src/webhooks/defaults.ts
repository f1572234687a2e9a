/** Every default of the webhook toolkit, in one place. */
export const SIGNATURE_HEADER = "x-service-signature";
export const TIMESTAMP_HEADER = "x-service-timestamp";
export const SIGNATURE_SCHEME = "v1";

/** Seconds a timestamp may be away from the receiver's clock, in either direction. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export const SECRET_PREFIX = "whsec_";
export const SECRET_RANDOM_BYTES = 32;

export const DEFAULT_RETRY_ATTEMPTS = 5;
/** Delay before retry n (0-based) is `baseDelayMs * 2^n`: 1 s, 2 s, 4 s, 8 s. */
export const DEFAULT_RETRY_BASE_DELAY_MS = 1000;

/** Imported Web Crypto keys kept per secret; a handful of secrets is the normal case. */
export const KEY_CACHE_LIMIT = 32;
