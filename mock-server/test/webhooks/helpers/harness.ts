import { createWebhookDispatcher } from "../../../src/webhooks/dispatcher";
import type {
  DeliveryEndpoint,
  SigningSecret,
  WebhookDelivery,
  WebhookDispatcherOptions,
  WebhookEvent,
} from "../../../src/webhooks/delivery-types";

export const T0 = Date.UTC(2026, 10, 22, 9, 31, 0);

/** A clock that moves only when the test moves it. */
export function manualClock(start = T0) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => (now += ms),
    set: (ms: number) => (now = ms),
  };
}

export function leadQualified(n: number): WebhookEvent {
  const suffix = String(n).padStart(8, "0");
  return {
    id: `evt_test${suffix}`,
    type: "lead.qualified",
    created: new Date(T0).toISOString(),
    version: "2026-11-01",
    data: { lead_id: `lead_test${suffix}`, score: 85, qualification_type: "hot", triggers: ["budget_match"] },
  };
}

/** One event of every type the contract defines, with non-ASCII text to exercise the byte encoding. */
export function oneOfEachType(): WebhookEvent[] {
  const base = { created: new Date(T0).toISOString(), version: "2026-11-01" };
  return [
    leadQualified(100),
    {
      ...base,
      id: "evt_matched00000001",
      type: "property.matched",
      data: { lead_id: "lead_test00000001", property_ids: ["prop_test00000001"], match_count: 1, reason: "lead_created" },
    },
    {
      ...base,
      id: "evt_message00000001",
      type: "message.received",
      data: {
        message_id: "msg_test00000001",
        lead_id: "lead_test00000001",
        channel: "sms",
        body: "Still interested — can we see it Saturday? 🏡",
        received_at: base.created,
      },
    },
    {
      ...base,
      id: "evt_analysis0000001",
      type: "analysis.completed",
      data: {
        analysis_id: "ana_test00000001",
        city: "san_francisco",
        property_type: "residential",
        sample_size: 42,
        median_list_price: 1_250_000,
        market_condition: "sellers_market",
      },
    },
  ];
}

type Overrides = Partial<Omit<WebhookDispatcherOptions, "clock" | "getEndpoint" | "onAttempt" | "onDisable">>;

/**
 * A dispatcher over an in-memory endpoint table that keeps the records the way the engine
 * will: upserted by delivery id.
 */
export function createHarness(overrides: Overrides = {}) {
  const clock = manualClock();
  const endpoints = new Map<string, DeliveryEndpoint>();
  const records = new Map<string, WebhookDelivery>();
  const disabled: { webhookId: string; reason: string }[] = [];
  const watchers: ((record: WebhookDelivery) => void)[] = [];
  const dispatcher = createWebhookDispatcher({
    timeScale: 0.001,
    random: () => 0,
    // The manual clock stands for real time too, so signatures carry its timestamps.
    wallClock: () => clock.now(),
    ...overrides,
    clock,
    getEndpoint: (id) => endpoints.get(id),
    onAttempt(record) {
      records.set(record.id, record);
      for (const watch of watchers) watch(record);
    },
    onDisable(webhookId, reason) {
      disabled.push({ webhookId, reason });
      const endpoint = endpoints.get(webhookId);
      if (endpoint) endpoints.set(webhookId, { ...endpoint, status: "disabled" });
    },
  });
  return {
    clock,
    dispatcher,
    disabled,
    endpoints,
    addEndpoint(id: string, url: string, secrets: SigningSecret[] = [{ secret: SECRET }]) {
      endpoints.set(id, { id, url, status: "enabled", secrets });
    },
    /** The log of one event at one endpoint, by attempt number. */
    attempts(eventId: string, webhookId = "wh_test0001") {
      return [...records.values()]
        .filter((r) => r.event_id === eventId && r.webhook_id === webhookId)
        .sort((a, b) => a.attempt - b.attempt);
    },
    records,
    /** Calls `watch` with every record as the dispatcher reports it. */
    onRecord(watch: (record: WebhookDelivery) => void) {
      watchers.push(watch);
    },
  };
}

export const SECRET = "whsec_dGVzdC1zZWNyZXQtZm9yLWRlbGl2ZXJ5LXRlc3Rz";
export const OTHER_SECRET = "whsec_YW5vdGhlci1zZWNyZXQtdXNlZC1kdXJpbmctcm90YXRpb24";
