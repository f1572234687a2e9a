import { afterEach, describe, expect, it } from "vitest";
import { T0, createHarness, leadQualified } from "./helpers/harness";
import { startReceiver, type Receiver, type Script } from "./helpers/receiver";

const EVENT = leadQualified(1);
const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.stop()));
});

async function receiver(script?: Script) {
  const started = await startReceiver(script);
  receivers.push(started);
  return started;
}

async function deliverTo(script: Script, overrides: Parameters<typeof createHarness>[0] = {}) {
  const hook = await receiver(script);
  const harness = createHarness(overrides);
  harness.addEndpoint("wh_test0001", hook.url);
  harness.dispatcher.dispatch(EVENT, ["wh_test0001"]);
  await harness.dispatcher.idle();
  return { hook, harness, log: harness.attempts(EVENT.id) };
}

describe("failed deliveries", () => {
  it("sends the same event id again until one attempt succeeds", async () => {
    const failures = 3;
    const { hook, log } = await deliverTo((_, i) => ({ status: i < failures ? 500 : 200 }));
    expect(hook.requests.map((r) => r.headers["x-service-event-id"])).toEqual(Array(failures + 1).fill(EVENT.id));
    expect(hook.requests.map((r) => JSON.parse(r.body).id)).toEqual(Array(failures + 1).fill(EVENT.id));
    expect(log.map((r) => [r.attempt, r.status, r.response_status, r.error])).toEqual([
      [1, "failed", 500, "endpoint answered 500"],
      [2, "failed", 500, "endpoint answered 500"],
      [3, "failed", 500, "endpoint answered 500"],
      [4, "succeeded", 200, null],
    ]);
    // The frozen clock makes next_attempt_at exactly the schedule (no jitter with random = 0).
    expect(log.map((r) => r.next_attempt_at)).toEqual([
      new Date(T0 + 5_000).toISOString(),
      new Date(T0 + 30_000).toISOString(),
      new Date(T0 + 120_000).toISOString(),
      null,
    ]);
    for (const record of log) expect(record.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it("disables the endpoint when the whole schedule fails", async () => {
    const { hook, harness, log } = await deliverTo(() => ({ status: 500 }), { maxAttempts: 3 });
    expect(hook.requests).toHaveLength(3);
    expect(log.map((r) => r.status)).toEqual(["failed", "failed", "failed"]);
    expect(log.at(-1)?.next_attempt_at).toBeNull();
    expect(harness.disabled).toEqual([
      { webhookId: "wh_test0001", reason: `delivery of ${EVENT.id} failed 3 times in a row; last error: endpoint answered 500` },
    ]);
  });

  it("disables the endpoint at once on 410 Gone", async () => {
    const { hook, harness, log } = await deliverTo(() => ({ status: 410 }));
    expect(hook.requests).toHaveLength(1);
    expect(log).toMatchObject([{ attempt: 1, status: "failed", response_status: 410, next_attempt_at: null }]);
    expect(harness.disabled).toEqual([{ webhookId: "wh_test0001", reason: `the endpoint answered 410 Gone to ${EVENT.id}` }]);
  });

  it("treats a redirect as a failure and never fetches its Location", async () => {
    const elsewhere = await receiver();
    const { hook, log } = await deliverTo((_, i) => (i === 0 ? { status: 302, headers: { location: elsewhere.url } } : { status: 200 }));
    expect(elsewhere.requests).toHaveLength(0);
    expect(hook.requests).toHaveLength(2);
    expect(log.map((r) => [r.status, r.response_status])).toEqual([
      ["failed", 302],
      ["succeeded", 200],
    ]);
    expect(log[0]?.error).toBe("endpoint answered 302, a redirect, which is not followed");
  });

  it("times a slow receiver out and retries", async () => {
    const { hook, log } = await deliverTo((_, i) => (i === 0 ? { status: 200, hang: true } : { status: 200 }), { timeoutMs: 100 });
    expect(hook.requests).toHaveLength(2);
    expect(log.map((r) => [r.status, r.response_status, r.error])).toEqual([
      ["failed", null, "timed out after 100 ms"],
      ["succeeded", 200, null],
    ]);
  });

  it("counts anything but 2xx as a failure", async () => {
    const { log } = await deliverTo((_, i) => ({ status: [304, 400, 404, 204][i] ?? 200 }));
    expect(log.map((r) => [r.status, r.response_status])).toEqual([
      ["failed", 304],
      ["failed", 400],
      ["failed", 404],
      ["succeeded", 204],
    ]);
  });
});

describe("endpoints that are disabled or unknown", () => {
  it("skips them at dispatch", async () => {
    const hook = await receiver();
    const harness = createHarness();
    harness.addEndpoint("wh_test0001", hook.url);
    harness.endpoints.set("wh_test0001", { ...harness.endpoints.get("wh_test0001")!, status: "disabled" });
    harness.dispatcher.dispatch(EVENT, ["wh_test0001", "wh_unknown01"]);
    expect(harness.dispatcher.pending()).toBe(0);
    expect(harness.records.size).toBe(0);
  });

  it("drops a scheduled retry once the endpoint is disabled, logging it as not sent", async () => {
    const hook = await receiver(() => ({ status: 500 }));
    const harness = createHarness();
    harness.addEndpoint("wh_test0001", hook.url);
    harness.onRecord((record) => {
      const endpoint = harness.endpoints.get("wh_test0001")!;
      if (record.status === "failed") harness.endpoints.set("wh_test0001", { ...endpoint, status: "disabled" });
    });
    harness.dispatcher.dispatch(EVENT, ["wh_test0001"]);
    await harness.dispatcher.idle();
    expect(hook.requests).toHaveLength(1);
    expect(harness.attempts(EVENT.id).map((r) => [r.attempt, r.status, r.response_status, r.error, r.next_attempt_at])).toEqual([
      [1, "failed", 500, "endpoint answered 500", new Date(T0 + 5_000).toISOString()],
      [2, "failed", null, "not sent: the endpoint is disabled or deleted", null],
    ]);
    expect(harness.disabled).toEqual([]);
  });
});

describe("Retry-After", () => {
  it.each([429, 503])("waits as long as a %i asks, in seconds", async (status) => {
    const { log } = await deliverTo((_, i) => (i === 0 ? { status, headers: { "retry-after": "120" } } : { status: 200 }));
    expect(log[0]).toMatchObject({ response_status: status, next_attempt_at: new Date(T0 + 120_000).toISOString() });
    expect(log[1]?.status).toBe("succeeded");
  });

  it("reads an HTTP date", async () => {
    const at = new Date(T0 + 600_000).toUTCString();
    const { log } = await deliverTo((_, i) => (i === 0 ? { status: 503, headers: { "retry-after": at } } : { status: 200 }));
    expect(log[0]?.next_attempt_at).toBe(new Date(T0 + 600_000).toISOString());
  });

  it("is ignored on a 500 and never shortens the schedule", async () => {
    const { log } = await deliverTo((_, i) => {
      if (i === 0) return { status: 500, headers: { "retry-after": "120" } };
      if (i === 1) return { status: 503, headers: { "retry-after": "1" } };
      return { status: 200 };
    });
    expect(log.map((r) => r.next_attempt_at)).toEqual([
      new Date(T0 + 5_000).toISOString(),
      new Date(T0 + 30_000).toISOString(),
      null,
    ]);
  });
});

describe("a receiver that is down", () => {
  it("gets its events once it is back on the same port", async () => {
    const hook = await receiver();
    await hook.stop();
    const harness = createHarness();
    harness.addEndpoint("wh_test0001", hook.url);
    let restarted: Promise<void> | undefined;
    // Bring the receiver back as soon as the log shows the first refused connection.
    harness.onRecord((record) => {
      if (record.status === "failed") restarted ??= hook.restart();
    });
    harness.dispatcher.dispatch(EVENT, ["wh_test0001"]);
    await harness.dispatcher.idle();
    await restarted;

    const log = harness.attempts(EVENT.id);
    expect(log[0]).toMatchObject({ attempt: 1, status: "failed", response_status: null, error: "connection failed (ECONNREFUSED)" });
    expect(log.at(-1)?.status).toBe("succeeded");
    expect(hook.requests.map((r) => r.headers["x-service-event-id"])).toEqual([EVENT.id]);
    expect(harness.disabled).toEqual([]);
  });
});

describe("close", () => {
  const timeouts = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

  it("cancels scheduled retries and refuses new work", async () => {
    const hook = await receiver(() => ({ status: 500 }));
    const harness = createHarness({ timeScale: 1 });
    harness.addEndpoint("wh_test0001", hook.url);
    harness.dispatcher.dispatch(EVENT, ["wh_test0001"]);
    await expect.poll(() => harness.attempts(EVENT.id)[0]?.status).toBe("failed");
    expect(harness.dispatcher.pending()).toBe(1);

    const before = timeouts();
    harness.dispatcher.close();
    expect(timeouts()).toBe(before - 1);
    expect(harness.dispatcher.pending()).toBe(0);
    await harness.dispatcher.idle();
    harness.dispatcher.dispatch(leadQualified(2), ["wh_test0001"]);
    expect(harness.dispatcher.pending()).toBe(0);
    expect(hook.requests).toHaveLength(1);
  });

  it("aborts a request in flight without logging an outcome", async () => {
    const hook = await receiver(() => ({ status: 200, hang: true }));
    const harness = createHarness();
    harness.addEndpoint("wh_test0001", hook.url);
    harness.dispatcher.dispatch(EVENT, ["wh_test0001"]);
    await expect.poll(() => hook.requests.length).toBe(1);
    harness.dispatcher.close();
    await harness.dispatcher.idle();
    expect(harness.attempts(EVENT.id).map((r) => r.status)).toEqual(["pending"]);
  });
});
