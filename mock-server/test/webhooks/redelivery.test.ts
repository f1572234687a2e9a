import { afterEach, describe, expect, it } from "vitest";
import { verifyWebhook } from "@lps/sdk/webhooks";
import { SECRET, T0, createHarness, leadQualified } from "./helpers/harness";
import { startReceiver, type Receiver, type Script } from "./helpers/receiver";

const EVENT = leadQualified(7);
const LATER = T0 + 3_600_000;
let hook: Receiver | undefined;
afterEach(() => hook?.stop());

/** Delivers EVENT once (the receiver's first answer decides how), then moves the clock an hour. */
async function deliveredOnce(script: Script) {
  hook = await startReceiver(script);
  const harness = createHarness();
  harness.addEndpoint("wh_test0001", hook.url);
  harness.dispatcher.dispatch(EVENT, ["wh_test0001"]);
  await harness.dispatcher.idle();
  const [first] = harness.attempts(EVENT.id);
  if (!first) throw new Error("no delivery record");
  harness.clock.set(LATER);
  return { harness, first, hook };
}

describe("redeliver: refused", () => {
  it("refuses an event it no longer knows, an unknown endpoint and a disabled one", async () => {
    const { harness, first } = await deliveredOnce(() => ({ status: 200 }));
    expect(harness.dispatcher.redeliver({ ...first, event_id: "evt_unknown000" })).toEqual({ ok: false, reason: "unknown_event" });
    expect(harness.dispatcher.redeliver({ ...first, webhook_id: "wh_missing00" })).toEqual({ ok: false, reason: "unknown_webhook" });
    harness.endpoints.set("wh_test0001", { ...harness.endpoints.get("wh_test0001")!, status: "disabled" });
    expect(harness.dispatcher.redeliver(first)).toEqual({ ok: false, reason: "webhook_disabled" });
    expect(harness.dispatcher.pending()).toBe(0);
    expect(hook?.requests).toHaveLength(1);
  });
});

describe("redeliver: accepted", () => {
  it("sends the same bytes again now, freshly signed, as the next attempt", async () => {
    const { harness, first, hook } = await deliveredOnce(() => ({ status: 200 }));
    const result = harness.dispatcher.redeliver(first);
    expect(result).toMatchObject({
      ok: true,
      delivery: { attempt: 2, status: "pending", event_id: EVENT.id, next_attempt_at: new Date(LATER).toISOString() },
    });
    await harness.dispatcher.idle();

    const [original, again] = hook.requests;
    expect(hook.requests).toHaveLength(2);
    expect(again?.body).toBe(original?.body);
    expect(again?.headers["x-service-event-id"]).toBe(EVENT.id);
    expect(again?.headers["x-service-timestamp"]).toBe(String(LATER / 1000));
    await expect(verifyWebhook(again!.body, again!.headers, SECRET, { now: LATER / 1000 })).resolves.toMatchObject({ id: EVENT.id });
    expect(harness.attempts(EVENT.id).map((r) => [r.attempt, r.status])).toEqual([
      [1, "succeeded"],
      [2, "succeeded"],
    ]);
  });

  it("makes exactly one attempt, without retries or disabling", async () => {
    const { harness, hook } = await deliveredOnce((_, i) => ({ status: i === 0 ? 200 : 500 }));
    expect(harness.dispatcher.redeliver({ webhookId: "wh_test0001", event: EVENT }).ok).toBe(true);
    await harness.dispatcher.idle();
    expect(hook.requests).toHaveLength(2);
    expect(harness.attempts(EVENT.id).at(-1)).toMatchObject({ attempt: 2, status: "failed", next_attempt_at: null });
    expect(harness.disabled).toEqual([]);
  });
});
