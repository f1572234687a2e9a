import type { AttemptOutcome } from "./send-attempt";
import type { WebhookDelivery, WebhookEvent } from "./delivery-types";

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ID_LENGTH = 16;

/** `dlv_` and 16 random base62 characters. */
export function randomDeliveryId(): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps characters uniform.
  let id = "dlv_";
  while (id.length < 4 + ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ID_LENGTH))) {
      if (byte < 248 && id.length < 4 + ID_LENGTH) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  return id;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export interface PendingInput {
  id: string;
  webhookId: string;
  event: WebhookEvent;
  attempt: number;
  now: number;
}

/** An attempt that is queued to run now. */
export function pendingDelivery({ id, webhookId, event, attempt, now }: PendingInput): WebhookDelivery {
  return {
    id,
    webhook_id: webhookId,
    event_id: event.id,
    event_type: event.type,
    attempt,
    status: "pending",
    response_status: null,
    latency_ms: null,
    error: null,
    created_at: iso(now),
    next_attempt_at: iso(now),
  };
}

/** The same attempt once it ended; `nextAttemptAt` is set only when a retry is scheduled. */
export function settledDelivery(
  record: WebhookDelivery,
  outcome: AttemptOutcome,
  nextAttemptAt: number | null,
): WebhookDelivery {
  return {
    ...record,
    status: outcome.kind === "succeeded" ? "succeeded" : "failed",
    response_status: outcome.status,
    latency_ms: outcome.latencyMs,
    error: outcome.kind === "succeeded" ? null : outcome.error,
    next_attempt_at: nextAttemptAt === null ? null : iso(nextAttemptAt),
  };
}
