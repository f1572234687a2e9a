import { SIGNATURE_SCHEME } from "../defaults";
import type { Hmac } from "../crypto/hmac";
import { signedParts } from "../internal/raw-body";
import { toSecretList } from "../internal/secrets";
import type { SignWebhook } from "../types";

/** Signs the way the service does: one `v1=` entry per secret, comma-separated. */
export function makeSignWebhook(hmac: Hmac): SignWebhook {
  return async (payload, secret, timestamp) => {
    if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
      throw new TypeError("timestamp must be a non-negative integer of unix seconds");
    }
    const message = signedParts(String(timestamp), payload);
    const entries = await Promise.all(
      toSecretList(secret).map(async (key) => `${SIGNATURE_SCHEME}=${await hmac(key, message)}`),
    );
    return entries.join(",");
  };
}
