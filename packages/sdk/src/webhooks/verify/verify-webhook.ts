import { DEFAULT_TOLERANCE_SECONDS, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "../defaults";
import { fail } from "../errors";
import type { Hmac } from "../crypto/hmac";
import { timingSafeEqual } from "../internal/hex";
import { signedParts, toRaw, toText } from "../internal/raw-body";
import { toSecretList } from "../internal/secrets";
import type { VerifyWebhook } from "../types";
import { parseEvent } from "./parse-event";
import { readHeader } from "./read-header";
import { signaturesOf } from "./signature-header";
import { checkTimestamp, nowInSeconds } from "./timestamp";

export function makeVerifyWebhook(hmac: Hmac): VerifyWebhook {
  return async (rawBody, headers, secret, options = {}) => {
    const secrets = toSecretList(secret);
    const body = toRaw(rawBody);
    const timestamp = readHeader(headers, TIMESTAMP_HEADER);
    const signatures = signaturesOf(readHeader(headers, SIGNATURE_HEADER));
    // The clock is checked before any HMAC so that stale or far-future requests cost nothing.
    checkTimestamp(timestamp, options.now ?? nowInSeconds(), options.tolerance ?? DEFAULT_TOLERANCE_SECONDS);
    const message = signedParts(timestamp, body);
    for (const key of secrets) {
      const mac = hmac(key, message);
      // node:crypto answers synchronously; skipping the await saves a microtask per verification.
      const expected = typeof mac === "string" ? mac : await mac;
      if (signatures.some((signature) => timingSafeEqual(signature, expected))) return parseEvent(toText(body));
    }
    return fail("no_matching_signature");
  };
}
