import type { Clock } from "../domain/clock/clock";
import { toIso } from "../domain/clock/iso";
import type { DataStore, WebhookDelivery } from "../store/data-store";
import type { EngineEventBus } from "../services/event-bus";
import type { Workspaces } from "../services/workspaces";
import type { IdGenerator } from "../store/ids";
import { type WebhookDispatcher, createWebhookDispatcher } from "../webhooks";
import { mayReceive } from "../webhooks/event-scopes";
import { type UrlPolicyOptions, validateWebhookUrl } from "../webhooks/url-policy";

export interface DeliveryOptions {
  clock: Clock;
  /** Each organisation's endpoints; an event reaches only its own organisation's. */
  workspaces: Workspaces;
  /** The engine's ids, so a seeded engine repeats its `dlv_` ids too. */
  ids: IdGenerator;
  events: EngineEventBus;
  chance: () => number;
  fetch?: typeof fetch;
  timeScale?: number;
  /** The receiver URL policy registration applies, checked again before every attempt. */
  webhookUrlPolicy(): UrlPolicyOptions;
  /** The scopes a credential holds now; undefined once it is revoked or ended. */
  credentialScopes(credential: string): ReadonlySet<string> | undefined;
  /** Told of each attempt as it is queued and as it ends (the request log prints them). */
  onAttempt?: (record: WebhookDelivery) => void;
}

function storeAttempt(data: DataStore | undefined, record: WebhookDelivery): void {
  // A deleted endpoint's late results are dropped with it.
  if (!data?.webhooks.get(record.webhook_id)) return;
  const deliveries = data.deliveries.of(record.webhook_id);
  if (deliveries.get(record.id)) deliveries.replace(record);
  else deliveries.insert(record);
}

/**
 * Connects the event bus to signed webhook delivery: every event goes to the enabled endpoints
 * subscribed to its type, and every attempt is stored for GET …/deliveries. Retries wait in
 * real time (scaled by `timeScale`) or until the clock is moved past them, whichever is first.
 */
export function startWebhookDelivery(options: DeliveryOptions): { dispatcher: WebhookDispatcher; stop(): void } {
  const { clock, workspaces } = options;
  const dataOf = (webhookId: string) => workspaces.ofWebhook(webhookId)?.data;
  // An endpoint registered by a credential that lost an event's read scope (revoked key, ended
  // grant) no longer gets that event. Endpoints without an owner came from the sandbox.
  const ownerMay = (data: DataStore, webhookId: string, type: string) => {
    const owner = data.webhookOwners.get(webhookId);
    if (owner === undefined) return true;
    const scopes = options.credentialScopes(owner);
    return scopes !== undefined && mayReceive(type, scopes);
  };
  const dispatcher = createWebhookDispatcher({
    clock,
    getEndpoint(id) {
      const data = dataOf(id);
      const webhook = data?.webhooks.get(id);
      if (!data || !webhook) return undefined;
      const secrets = data.secrets.get(id) ?? [];
      return { id, url: webhook.url, status: webhook.status, secrets, receives: (type: string) => ownerMay(data, id, type) };
    },
    onAttempt: (record) => {
      storeAttempt(dataOf(record.webhook_id), record);
      options.onAttempt?.(record);
    },
    // Not told to onAttempt: the terminal log printed that attempt when it ended.
    onRevise: (record) => storeAttempt(dataOf(record.webhook_id), record),
    onDisable(id, reason) {
      const data = dataOf(id);
      const webhook = data?.webhooks.get(id);
      if (data && webhook) data.webhooks.replace({ ...webhook, status: "disabled", disabled_reason: reason, updated_at: toIso(clock.now()) });
    },
    checkUrl: (url) => validateWebhookUrl(url, options.webhookUrlPolicy()),
    random: options.chance,
    deliveryId: () => options.ids("dlv"),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeScale !== undefined ? { timeScale: options.timeScale } : {}),
  });
  const unsubscribe = options.events.subscribe((event, organizationId) => {
    const targets: string[] = [];
    const { data } = workspaces.of(organizationId);
    for (const webhook of data.webhooks.values()) {
      if (webhook.status === "enabled" && webhook.events.includes(event.type) && ownerMay(data, webhook.id, event.type)) {
        targets.push(webhook.id);
      }
    }
    if (targets.length > 0) dispatcher.dispatch(event, targets);
  });
  // Retries follow the engine's clock: moving it past a `next_attempt_at` sends that attempt.
  const unwatch = clock.onMove?.((now) => dispatcher.runDue(now));
  return {
    dispatcher,
    stop() {
      unwatch?.();
      unsubscribe();
      dispatcher.close();
    },
  };
}
