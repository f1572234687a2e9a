import type { Clock } from "../clock/clock";
import { toIso } from "../clock/iso";
import type { DataStore, WebhookDelivery } from "../store/data-store";
import type { IdGenerator } from "../store/ids";
import { type WebhookDispatcher, createWebhookDispatcher } from "../webhooks";
import type { EventBus } from "./engine-types";

export interface DeliveryOptions {
  clock: Clock;
  data: DataStore;
  /** The engine's ids, so a seeded engine repeats its `dlv_` ids too. */
  ids: IdGenerator;
  events: EventBus;
  chance: () => number;
  fetch?: typeof fetch;
  timeScale?: number;
  /** Told of each attempt as it is queued and as it ends (the request log prints them). */
  onAttempt?: (record: WebhookDelivery) => void;
}

function storeAttempt(data: DataStore, record: WebhookDelivery): void {
  // A deleted endpoint's late results are dropped with it.
  if (!data.webhooks.get(record.webhook_id)) return;
  const deliveries = data.deliveries.of(record.webhook_id);
  if (deliveries.get(record.id)) deliveries.replace(record);
  else deliveries.insert(record);
}

/**
 * Connects the event bus to signed webhook delivery: every event goes to the enabled endpoints
 * subscribed to its type, and every attempt is stored for GET …/deliveries.
 */
export function startWebhookDelivery(options: DeliveryOptions): { dispatcher: WebhookDispatcher; stop(): void } {
  const { clock, data } = options;
  const dispatcher = createWebhookDispatcher({
    clock,
    getEndpoint(id) {
      const webhook = data.webhooks.get(id);
      return webhook && { id, url: webhook.url, status: webhook.status, secrets: data.secrets.get(id) ?? [] };
    },
    onAttempt: (record) => {
      storeAttempt(data, record);
      options.onAttempt?.(record);
    },
    onDisable(id, reason) {
      const webhook = data.webhooks.get(id);
      if (webhook) data.webhooks.replace({ ...webhook, status: "disabled", disabled_reason: reason, updated_at: toIso(clock.now()) });
    },
    random: options.chance,
    deliveryId: () => options.ids("dlv"),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeScale !== undefined ? { timeScale: options.timeScale } : {}),
  });
  const unsubscribe = options.events.subscribe((event) => {
    const targets: string[] = [];
    for (const webhook of data.webhooks.values()) {
      if (webhook.status === "enabled" && webhook.events.includes(event.type)) targets.push(webhook.id);
    }
    if (targets.length > 0) dispatcher.dispatch(event, targets);
  });
  return {
    dispatcher,
    stop() {
      unsubscribe();
      dispatcher.close();
    },
  };
}
