import { toIso } from "../domain/clock/iso";
import { createIdGenerator, cryptoRandom } from "../store/ids";
import type { AttemptOutcome } from "./send-attempt";
import type { WebhookDelivery, WebhookEvent } from "./delivery-types";

const randomId = createIdGenerator(cryptoRandom);

/** `dlv_` and 16 random base62 characters. */
export function randomDeliveryId(): string {
  return randomId("dlv");
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
    created_at: toIso(now),
    next_attempt_at: toIso(now),
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
    next_attempt_at: nextAttemptAt === null ? null : toIso(nextAttemptAt),
  };
}
