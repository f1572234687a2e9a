import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInput, propertyInput } from "../http/harness";
import { type EventServer, type Json, type Receiver, startEventServer, startReceiver, waitFor } from "./support/event-server";

const LEADS = 1_000;
let s: EventServer;
let receiver: Receiver;

beforeAll(async () => {
  s = await startEventServer({ seed: 5 });
  receiver = await startReceiver();
  await s.register(receiver, ["lead.qualified", "property.matched"]);
});
afterAll(async () => {
  await s.stop();
  await receiver.stop();
});

describe("1,000 leads created concurrently", () => {
  it("lose no event: one lead.qualified and one property.matched per lead, counted by event id", async () => {
    for (const price of [1_000_000, 1_100_000, 1_200_000]) await s.api("POST", "/properties", propertyInput({ price }));
    const preferences = { property_type: "residential", price_range: { min: 900_000, max: 1_400_000 }, timeline: "immediate", pre_approved: true };
    const created = await Promise.all(
      Array.from({ length: LEADS }, (_, i) => s.api("POST", "/leads", leadInput({ email: `lead${i}@example.com`, preferences }))),
    );
    expect(created.filter((answer) => answer.status !== 200)).toEqual([]);
    const leadIds = new Set(created.map((answer) => answer.json.id as string));
    expect(leadIds.size).toBe(LEADS);

    const byType = () => {
      const unique = new Map<string, Json>();
      for (const request of receiver.requests) unique.set(String(request.headers["x-service-event-id"]), JSON.parse(request.body));
      const of = (type: string) => [...unique.values()].filter((e) => e.type === type).map((e) => e.data.lead_id as string);
      return { qualified: of("lead.qualified"), matched: of("property.matched") };
    };
    const events = await waitFor(() => {
      const counts = byType();
      return counts.qualified.length >= LEADS && counts.matched.length >= LEADS && counts;
    }, "2,000 events", 60_000);
    for (const ids of [events.qualified, events.matched]) {
      expect(ids).toHaveLength(LEADS);
      expect(new Set(ids)).toEqual(leadIds);
    }
  }, 120_000);
});
