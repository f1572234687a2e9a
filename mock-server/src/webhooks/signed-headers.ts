import { signWebhook } from "@lps/sdk/webhooks";
import { EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, USER_AGENT } from "./delivery-defaults";
import type { SigningSecret } from "./delivery-types";

/** Secrets that still sign at `now`: the current one, plus a rotated one until its overlap ends. */
export function activeSecrets(secrets: readonly SigningSecret[], now: number): string[] {
  return secrets.filter((s) => s.expiresAt === undefined || s.expiresAt > now).map((s) => s.secret);
}

/** The headers of one attempt, signed at `now` with every secret given. */
export async function signedHeaders(eventId: string, body: string, secrets: readonly string[], now: number) {
  const timestamp = Math.floor(now / 1000);
  return {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    [EVENT_ID_HEADER]: eventId,
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: await signWebhook(body, secrets, timestamp),
  };
}
