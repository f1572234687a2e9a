import type { Clock } from "../domain/clock/clock";
import type { components } from "@lps/sdk";
import type { UrlVerdict } from "./url-policy";

export type WebhookEvent = components["schemas"]["Event"];
export type WebhookDelivery = components["schemas"]["WebhookDelivery"];

export interface SigningSecret {
  secret: string;
  /** When the secret stops signing, in ms on the dispatcher's clock; absent for the current one. */
  expiresAt?: number;
}

/** What the dispatcher needs to know about an endpoint, read afresh before every attempt. */
export interface DeliveryEndpoint {
  id: string;
  url: string;
  status: "enabled" | "disabled";
  secrets: readonly SigningSecret[];
  /** Whether the endpoint may still receive events of this type (its owner's scopes); default yes. */
  receives?(eventType: string): boolean;
}

export interface WebhookDispatcherOptions {
  clock: Pick<Clock, "now">;
  getEndpoint(id: string): DeliveryEndpoint | undefined;
  /** Called when an attempt is queued (`pending`) and again when it ends, with the same id: store by id. */
  onAttempt(record: WebhookDelivery): void;
  /** An ended attempt changed later (a later attempt delivered its event, so no retry is due): store by id. */
  onRevise?(record: WebhookDelivery): void;
  /** The endpoint answered 410 or failed a whole retry schedule; the caller marks it disabled. */
  onDisable(webhookId: string, reason: string): void;
  fetch?: typeof fetch;
  /**
   * Judges an endpoint's URL before every attempt; a refused one is not called, and the attempt
   * is recorded as failed with the reason. Default: the registration policy in sandbox mode.
   */
  checkUrl?(url: string): UrlVerdict;
  /** Real time in ms for the signature timestamp; `Date.now` by default, whatever `clock` says. */
  wallClock?: () => number;
  /** Multiplies every retry wait (0.001 turns 5 s into 5 ms); records keep service time. */
  timeScale?: number;
  /** Per-attempt time-out in real milliseconds (not scaled). */
  timeoutMs?: number;
  /** Attempts per dispatched event before the endpoint is disabled. */
  maxAttempts?: number;
  /** A value in [0, 1) for the retry jitter; pass a seeded one for reproducible runs. */
  random?: () => number;
  /** New `dlv_` ids; random by default, pass a seeded generator for reproducible runs. */
  deliveryId?: () => string;
  /** Attempts in flight per endpoint. */
  concurrency?: number;
}

export type RedeliverySource = WebhookDelivery | { webhookId: string; event: WebhookEvent };

export type RedeliveryResult =
  | { ok: true; delivery: WebhookDelivery }
  | { ok: false; reason: "unknown_event" | "unknown_webhook" | "webhook_disabled" };

export interface WebhookDispatcher {
  /** Delivers `event` to each enabled endpoint among `endpointIds`, retrying on the schedule. */
  dispatch(event: WebhookEvent, endpointIds: readonly string[]): void;
  /** One attempt now, same event id, fresh signature; no retries. Answers the queued attempt. */
  redeliver(source: RedeliverySource): RedeliveryResult;
  /**
   * Sends now every scheduled retry whose `next_attempt_at` is at or before `now` (the clock's
   * time by default); answers the queued attempts. Call it after moving the clock.
   */
  runDue(now?: number): WebhookDelivery[];
  /** Sends now every scheduled retry, due or not; answers the queued attempts. */
  retryAll(): WebhookDelivery[];
  /** Deliveries not finished yet: queued, in flight or waiting for a retry. */
  pending(): number;
  /** Resolves once `pending()` is 0. */
  idle(): Promise<void>;
  /** Cancels retry timers and aborts requests in flight; nothing is delivered afterwards. */
  close(): void;
}
