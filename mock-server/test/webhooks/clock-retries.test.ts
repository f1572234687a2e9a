import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInput } from "../http/harness";
import { type EventServer, type Json, startEventServer, startReceiver, waitFor } from "../events/support/event-server";

// Retry waits scaled by 1000: the first retry would take 5,000 s of real time, so only a clock
// move or retry-due can send it within the test.
let s: EventServer;
beforeAll(async () => {
  s = await startEventServer({ webhookTimeScale: 1000 });
});
afterAll(() => s.stop());

const HOUR = 3600;

async function failedOnce(): Promise<{ receiver: Awaited<ReturnType<typeof startReceiver>>; webhookId: string; failed: Json }> {
  const receiver = await startReceiver((_request, index) => ({ status: index === 0 ? 500 : 200 }));
  const { id } = await s.register(receiver, ["analysis.completed"]);
  await s.sandbox("POST", "/trigger", { type: "analysis.completed" });
  const failed = await waitFor(async () => {
    const page = (await s.api("GET", `/webhooks/${id}/deliveries`)).json.data as Json[];
    return page.find((d) => d.status === "failed");
  }, "the first failed attempt");
  return { receiver, webhookId: id, failed };
}

describe("webhook retries and the sandbox clock", () => {
  it("sends a retry once the clock passes its next_attempt_at", async () => {
    const { receiver, webhookId, failed } = await failedOnce();
    expect(failed.next_attempt_at).not.toBeNull();
    expect(receiver.requests).toHaveLength(1);
    await s.sandbox("POST", "/clock", { advance_seconds: HOUR });
    await waitFor(() => receiver.requests.length === 2, "the retry after the clock move");
    const log = await waitFor(async () => {
      const page = (await s.api("GET", `/webhooks/${webhookId}/deliveries`)).json.data as Json[];
      return page.some((d) => d.status === "succeeded") && page;
    }, "the succeeded attempt");
    expect(log.map((d: Json) => [d.attempt, d.status]).sort()).toEqual([
      [1, "failed"],
      [2, "succeeded"],
    ]);
    await receiver.stop();
    await s.sandbox("POST", "/reset");
  });

  it("leaves a retry alone while the clock has not reached it", async () => {
    const { receiver } = await failedOnce();
    await s.sandbox("POST", "/clock", { advance_seconds: 1 });
    // The retry is due 5 s (plus jitter) after the failure: one second later it still waits, so
    // retry-due finds it (a move that had sent it would have taken it off the schedule).
    const retried = await s.sandbox("POST", "/webhooks/retry-due", {});
    expect(retried.json.retried).toBe(1);
    await receiver.stop();
    await s.sandbox("POST", "/reset");
  });

  it("POST /__sandbox/webhooks/retry-due sends every waiting retry now", async () => {
    const { receiver, webhookId, failed } = await failedOnce();
    const before = (await s.sandbox("GET", "/clock")).json.now;
    const answer = await s.sandbox("POST", "/webhooks/retry-due", {});
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ retried: 1, data: [{ webhook_id: webhookId, event_id: failed.event_id, attempt: 2, status: "pending" }] });
    await waitFor(() => receiver.requests.length === 2, "the retried attempt");
    expect((await s.sandbox("POST", "/webhooks/retry-due", {})).json).toEqual({ retried: 0, data: [] });
    // The clock did not move to send it.
    expect(Date.parse((await s.sandbox("GET", "/clock")).json.now) - Date.parse(before)).toBeLessThan(60_000);
    expect((await s.sandbox("POST", "/webhooks/retry-due", { all: true })).status).toBe(400);
    await receiver.stop();
    await s.sandbox("POST", "/reset");
  });
});

describe("a deleted endpoint's retries", () => {
  it("are neither sent nor counted by retry-due", async () => {
    const { receiver, webhookId } = await failedOnce();
    expect((await s.api("DELETE", `/webhooks/${webhookId}`)).status).toBe(200);
    expect((await s.sandbox("POST", "/webhooks/retry-due", {})).json).toEqual({ retried: 0, data: [] });
    expect(receiver.requests).toHaveLength(1);
    await receiver.stop();
    await s.sandbox("POST", "/reset");
  });
});

describe("returning the clock to real time", () => {
  const offset = async () => Date.parse((await s.sandbox("GET", "/clock")).json.now) - Date.now();

  it("POST /__sandbox/clock {real: true} does so alone", async () => {
    const lead = await s.api("POST", "/leads", leadInput());
    await s.sandbox("POST", "/clock", { advance_seconds: 30 * 86_400 });
    expect(await offset()).toBeGreaterThan(29 * 86_400_000);
    const answer = await s.sandbox("POST", "/clock", { real: true });
    expect(answer.status).toBe(200);
    expect(Math.abs(Date.parse(answer.json.now) - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(await offset())).toBeLessThan(60_000);
    expect((await s.api("GET", `/leads/${lead.json.id}`)).status).toBe(200);
  });

  it("POST /__sandbox/reset does so too", async () => {
    await s.sandbox("POST", "/clock", { set: "2030-01-01T00:00:00Z" });
    expect((await s.sandbox("POST", "/reset")).status).toBe(200);
    expect(Math.abs(await offset())).toBeLessThan(60_000);
  });

  it("refuses real with another move", async () => {
    const answer = await s.sandbox("POST", "/clock", { real: true, advance_seconds: 1 });
    expect(answer.status).toBe(400);
    expect((await s.sandbox("POST", "/clock", { real: false })).status).toBe(400);
  });
});
