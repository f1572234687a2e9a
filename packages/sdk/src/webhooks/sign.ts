// Signing as the service does, for receivers' tests and for services that relay deliveries.
import type { Hmac } from "./crypto";
import { SECRET_PREFIX, SECRET_RANDOM_BYTES, SIGNATURE_HEADER, SIGNATURE_SCHEME, type SignWebhook, TIMESTAMP_HEADER, type WebhookSecret } from "./types";
import { nowInSeconds, signedParts, toSecretList } from "./verify";

/** Signs the way the service does: one `v1=` entry per secret, comma-separated. */
export function makeSignWebhook(hmac: Hmac): SignWebhook {
  return async (payload, secret, timestamp) => {
    // A parsed event would be signed as "[object Object]", or fail deep inside the HMAC.
    if (typeof payload !== "string" && !(payload instanceof Uint8Array)) {
      throw new TypeError(`payload must be the raw body, a string or Uint8Array, got ${payload === null ? "null" : typeof payload}`);
    }
    // 1e11 seconds is the year 5138: such a timestamp is Date.now(), in milliseconds, and every
    // receiver would refuse its signature as timestamp_in_future.
    if (!Number.isSafeInteger(timestamp) || timestamp < 0 || timestamp >= 1e11) {
      throw new TypeError(`timestamp must be a non-negative integer of unix seconds, not milliseconds, got ${timestamp}`);
    }
    const message = signedParts(String(timestamp), payload);
    const entries = await Promise.all(
      toSecretList(secret).map(async (key) => `${SIGNATURE_SCHEME}=${await hmac(key, message)}`),
    );
    return entries.join(",");
  };
}

export interface TestHeadersOptions {
  payload: string | Uint8Array;
  secret: WebhookSecret;
  /** Unix seconds (default: now). */
  timestamp?: number | undefined;
}

export type TestHeaders = Record<typeof SIGNATURE_HEADER | typeof TIMESTAMP_HEADER, string>;

/** The headers a delivery of `payload` would carry, for receivers' tests. */
export function makeGenerateTestHeaders(sign: SignWebhook) {
  return async ({ payload, secret, timestamp = nowInSeconds() }: TestHeadersOptions): Promise<TestHeaders> => ({
    [SIGNATURE_HEADER]: await sign(payload, secret, timestamp),
    [TIMESTAMP_HEADER]: String(timestamp),
  });
}

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url without padding. */
export function generateWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_RANDOM_BYTES));
  const base64 = btoa(String.fromCharCode(...bytes));
  return SECRET_PREFIX + base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
