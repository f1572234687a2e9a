import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInput, propertyInput } from "../http/harness";
import { type EventServer, type Json, startEventServer, startReceiver, verifyBothWays, waitFor } from "./support/event-server";

// Retries run on the engine with webhookTimeScale 0.001 (a 30 s backoff takes 30 ms).
let s: EventServer;
beforeAll(async () => {
  s = await startEventServer();
});
afterAll(() => s.stop());

const eventIdOf = (request: { headers: Record<string, unknown> }) => String(request.headers["x-service-event-id"]);

describe("through the engine, a receiver that", () => {
  it("fails N times gets the same event id until a delivery succeeds", async () => {
    const FAILURES = 3;
    const receiver = await startReceiver((_request, index) => ({ status: index < FAILURES ? 500 : 200 }));
    const { id, secret } = await s.register(receiver, ["message.received"]);
    const lead = (await s.api("POST", "/leads", leadInput())).json;
    await s.sandbox("POST", `/leads/${lead.id}/messages`, { body: "Knock knock" });
    await waitFor(() => receiver.requests.length > FAILURES, "the succeeding attempt");
    const ids = new Set(receiver.requests.map(eventIdOf));
    expect(ids.size).toBe(1);
    for (const request of receiver.requests) expect((await verifyBothWays(request, secret, s.nowSeconds())).id).toBe([...ids][0]);
    const log = await waitFor(async () => {
      const page = (await s.api("GET", `/webhooks/${id}/deliveries`)).json.data as Json[];
      return page.some((d) => d.status === "succeeded") && page;
    }, "the delivery log");
    expect(log.map((d) => [d.attempt, d.status, d.response_status]).sort()).toEqual([
      [1, "failed", 500],
      [2, "failed", 500],
      [3, "failed", 500],
      [4, "succeeded", 200],
    ]);
    expect((await s.api("GET", `/webhooks/${id}`)).json.status).toBe("enabled");
    await receiver.stop();
  }, 30_000);

  it("is down gets its events once it is back", async () => {
    const receiver = await startReceiver();
    const { id } = await s.register(receiver, ["property.matched"]);
    const leadIds: string[] = [];
    for (const city of ["Reno", "Fresno"]) {
      leadIds.push((await s.api("POST", "/leads", leadInput({ preferences: { property_type: "land", price_range: { min: 1, max: 500_000 }, city } }))).json.id);
    }
    await receiver.stop();
    for (const city of ["Reno", "Fresno"]) {
      const listing = await s.api("POST", "/properties", propertyInput({ type: "land", price: 100_000, location: { address: "1 Lot", city, state: "NV", postal_code: "89501" } }));
      expect(listing.status).toBe(200);
    }
    await waitFor(async () => {
      const page = (await s.api("GET", `/webhooks/${id}/deliveries`)).json.data as Json[];
      return page.filter((d) => d.status === "failed").length >= 4;
    }, "failed attempts while the receiver is down");
    expect(receiver.requests).toEqual([]);
    await receiver.restart();
    const arrived = await waitFor(() => receiver.requests.length >= 2 && receiver.requests.map((r) => JSON.parse(r.body)), "both events");
    expect(arrived.map((e) => e.data.lead_id).sort()).toEqual([...leadIds].sort());
    expect(arrived.every((e) => e.data.reason === "property_created")).toBe(true);
    await receiver.stop();
  }, 30_000);
});
