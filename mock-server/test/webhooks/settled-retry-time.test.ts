import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDashboardServer, type DashboardServer } from "../dashboard/support/dashboard-server";
import { eventually } from "../dashboard/support/webhook-receiver";
import { failingFirstTime, startReceiver, type Receiver } from "./helpers/receiver";

// A failed attempt's next_attempt_at promises a retry; once a later attempt of the same event
// reached the same endpoint, there is none to come, and the API must not announce one.

interface Delivery { id: string; webhook_id: string; event_id: string; attempt: number; status: string; next_attempt_at: string | null }

describe("next_attempt_at of a failed attempt whose event was delivered later", { timeout: 30_000 }, () => {
  let server: DashboardServer;
  let receiver: Receiver;
  let endpoints = 0;
  beforeAll(async () => {
    server = await startDashboardServer();
    // Each endpoint (its own path) fails its first request for an event, then succeeds.
    receiver = await startReceiver(failingFirstTime());
  });
  afterAll(async () => {
    await receiver?.stop();
    await server?.stop();
  });

  const call = (path: string, init: RequestInit = {}) =>
    fetch(server.url + path, { ...init, headers: { authorization: `Bearer ${server.apiKey}`, "content-type": "application/json", ...init.headers } });

  /** Registers an endpoint, fires one event and waits until its first attempt failed. */
  async function failedOnce(): Promise<{ webhookId: string; first: Delivery }> {
    const made = await call("/v1/webhooks", { method: "POST", body: JSON.stringify({ url: `${receiver.url}/${++endpoints}`, events: ["analysis.completed"] }) });
    const { id: webhookId } = (await made.json()) as { id: string };
    await call("/v1/analytics/market?city=boston");
    let first: Delivery | undefined;
    await eventually(async () => {
      first = (await deliveries(webhookId)).find((d) => d.status === "failed");
      return first !== undefined;
    }, "the failed first attempt");
    return { webhookId, first: first! };
  }

  async function deliveries(webhookId: string): Promise<Delivery[]> {
    return ((await (await call(`/v1/webhooks/${webhookId}/deliveries`)).json()) as { data: Delivery[] }).data;
  }

  it("announces the retry while it is still to come", async () => {
    const { first } = await failedOnce();
    expect(first.attempt).toBe(1);
    expect(first.next_attempt_at).not.toBeNull();
  });

  it("clears it once the retry delivered the event", async () => {
    const { webhookId, first } = await failedOnce();
    await fetch(`${server.url}/__sandbox/webhooks/retry-due`, { method: "POST" });
    await eventually(async () => (await deliveries(webhookId)).some((d) => d.status === "succeeded"), "the successful retry");
    const failed = (await deliveries(webhookId)).find((d) => d.id === first.id);
    expect(failed).toMatchObject({ status: "failed", next_attempt_at: null });
  });

  it("clears it, and sends no automatic retry, once a redelivery delivered the event", async () => {
    const { webhookId, first } = await failedOnce();
    const redelivered = await call(`/v1/webhooks/${webhookId}/deliveries/${first.id}/redeliver`, { method: "POST" });
    expect(redelivered.status).toBe(200);
    await eventually(async () => (await deliveries(webhookId)).some((d) => d.status === "succeeded"), "the successful redelivery");
    expect((await deliveries(webhookId)).find((d) => d.id === first.id)).toMatchObject({ next_attempt_at: null });
    // The receiver has the event: the retry the failure scheduled is not sent.
    const due = (await (await fetch(`${server.url}/__sandbox/webhooks/retry-due`, { method: "POST" })).json()) as { data: Delivery[] };
    expect(due.data.filter((d) => d.webhook_id === webhookId)).toEqual([]);
  });
});
