import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestSurface } from "../../src/adapters/testing";

let lps: TestSurface;
beforeAll(async () => {
  lps = await startTestServer();
});
afterAll(() => lps.close());

/** What a plain-JS caller (node:test, .mjs) may pass: any value. */
const loose = (filter: Record<string, unknown>) => filter as never;

describe("waitForDelivery", () => {
  it("rejects a bad filter with the sandbox's message naming it, not an internal TypeError", async () => {
    await expect(lps.waitForDelivery(loose({ status: "sucess", timeoutMs: 300 }))).rejects.toThrow(/GET \/__sandbox\/deliveries answered 400: .*\/query\/status/);
    await expect(lps.waitForDelivery(loose({ event_typ: "lead.created", timeoutMs: 300 }))).rejects.toThrow(/\/query\/event_typ is not a documented query parameter/);
  });

  // A misspelt event type used to wait its full timeout for a delivery that could never come.
  it("refuses an event type openapi.yaml does not define at once, naming it", async () => {
    // Past the test's own timeout: a refusal that waited for the deadline fails the test.
    // @ts-expect-error DeliveryFilter.event_type is the contract's union of event types.
    const typo = lps.waitForDelivery({ event_type: "lead.qualifed", timeoutMs: 60_000 });
    await expect(typo).rejects.toThrow(/GET \/__sandbox\/deliveries answered 400: .*\/query\/event_type must be one of "lead\.qualified"/);
  });

  it("gives each wait the next delivery: trigger, wait, trigger the same type again, wait", async () => {
    const receiver = createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      await lps.client().webhooks.create({ url: `http://127.0.0.1:${port}/hook`, events: ["analysis.completed"] });
      const trigger = async () => {
        const response = await fetch(`${lps.url}/__sandbox/trigger`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "analysis.completed" }) });
        return ((await response.json()) as { id: string }).id;
      };
      const first = await trigger();
      expect((await lps.waitForDelivery({ event_type: "analysis.completed" })).event_id).toBe(first);
      const second = await trigger();
      expect((await lps.waitForDelivery({ event_type: "analysis.completed" })).event_id).toBe(second);
      await lps.reset();
      await lps.client().webhooks.create({ url: `http://127.0.0.1:${port}/hook`, events: ["analysis.completed"] });
      const afterReset = await trigger();
      expect((await lps.waitForDelivery({ event_type: "analysis.completed" })).event_id).toBe(afterReset);
    } finally {
      receiver.close();
    }
  });

  it("still finds the delivery after a reset over HTTP restarts a seeded server's ids", async () => {
    const seeded = await startTestServer({ seed: 3 });
    const receiver = createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const round = async () => {
        await seeded.client().webhooks.create({ url: `http://127.0.0.1:${port}/hook`, events: ["analysis.completed"] });
        const response = await fetch(`${seeded.url}/__sandbox/trigger`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "analysis.completed" }) });
        const { id } = (await response.json()) as { id: string };
        return { event: id, delivery: await seeded.waitForDelivery({ event_type: "analysis.completed", timeoutMs: 2_000 }) };
      };
      const first = await round();
      await fetch(`${seeded.url}/__sandbox/reset`, { method: "POST" });
      const second = await round();
      expect(second.delivery.id).toBe(first.delivery.id);
      expect(second.delivery.event_id).toBe(second.event);
    } finally {
      receiver.close();
      await seeded.close();
    }
  });
});
