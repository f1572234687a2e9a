import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from "../defaults";
import type { SignWebhook, WebhookSecret } from "../types";
import { nowInSeconds } from "../verify/timestamp";

export interface TestHeadersOptions {
  payload: string | Uint8Array;
  secret: WebhookSecret;
  /** Unix seconds (default: now). */
  timestamp?: number;
}

export type TestHeaders = Record<typeof SIGNATURE_HEADER | typeof TIMESTAMP_HEADER, string>;

/** The headers a delivery of `payload` would carry, for receivers' tests. */
export function makeGenerateTestHeaders(sign: SignWebhook) {
  return async ({ payload, secret, timestamp = nowInSeconds() }: TestHeadersOptions): Promise<TestHeaders> => ({
    [SIGNATURE_HEADER]: await sign(payload, secret, timestamp),
    [TIMESTAMP_HEADER]: String(timestamp),
  });
}
