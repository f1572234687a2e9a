import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInput, propertyInput } from "../http/harness";
import { type EventServer, type Json, type Receiver, eventsAt, startEventServer, startReceiver, waitFor } from "./support/event-server";

const DAY_SECONDS = 24 * 3600;
let s: EventServer;
let receiver: Receiver;

beforeAll(async () => {
  s = await startEventServer();
  receiver = await startReceiver();
  await s.register(receiver, ["lead.qualified", "property.matched", "message.received"]);
});
afterAll(async () => {
  await s.stop();
  await receiver.stop();
});

const eventsOf = (type: string, leadId: string) => eventsAt(receiver).filter((e) => e.type === type && e.data.lead_id === leadId);
const factor = (score: Json, name: string) => score.factors.find((f: Json) => f.factor === name).value;
const scoreOf = async (leadId: string) => (await s.api("GET", `/leads/${leadId}/score`)).json;
/** Creates a lead and waits for its first score. */
async function scoredLead(preferences: Record<string, unknown>): Promise<string> {
  const lead = (await s.api("POST", "/leads", leadInput({ preferences: { property_type: "residential", price_range: { min: 900_000, max: 1_400_000 }, ...preferences } }))).json;
  await waitFor(async () => (await scoreOf(lead.id)).status === "ready", `first score of ${lead.id}`);
  return lead.id;
}

describe("POST /__sandbox/leads/{lead_id}/messages", () => {
  it("refuses a bad body with a pointer per field, and an unknown lead with 404", async () => {
    const leadId = await scoredLead({});
    const bad = await s.sandbox("POST", `/leads/${leadId}/messages`, { channel: "fax", body: "", extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: Json) => e.pointer).sort()).toEqual(["/body", "/channel", "/extra"]);
    const long = await s.sandbox("POST", `/leads/${leadId}/messages`, { body: "x".repeat(5001) });
    expect(long.json.errors).toEqual([expect.objectContaining({ pointer: "/body" })]);
    expect((await s.sandbox("POST", `/leads/${leadId}/messages`, {})).json.errors[0]).toMatchObject({ pointer: "/body", message: "is required" });
    const missing = await s.sandbox("POST", "/leads/lead_0000000000000000/messages", { body: "hello" });
    expect(missing.status).toBe(404);
    expect((await s.api("GET", `/leads/${leadId}/messages`)).json.data).toEqual([]);
  });

  it("stores the message (sms by default), newest first, and moves last_activity_at", async () => {
    const leadId = await scoredLead({});
    await s.sandbox("POST", "/clock", { advance_seconds: 60 });
    const first = (await s.sandbox("POST", `/leads/${leadId}/messages`, { body: "Hello" })).json;
    await s.sandbox("POST", "/clock", { advance_seconds: 60 });
    const second = (await s.sandbox("POST", `/leads/${leadId}/messages`, { channel: "chat", body: "Still there?" })).json;
    expect(first).toMatchObject({ lead_id: leadId, channel: "sms", direction: "inbound", body: "Hello" });
    expect(first.id).toMatch(/^msg_/);
    const listed = (await s.api("GET", `/leads/${leadId}/messages`)).json.data;
    expect(listed.map((m: Json) => m.id)).toEqual([second.id, first.id]);
    expect((await s.api("GET", `/leads/${leadId}`)).json.last_activity_at).toBe(second.created_at);
    await waitFor(() => eventsOf("message.received", leadId).length === 2, "two message.received");
  });
});

describe("lead.qualified once per transition", () => {
  it("qualifies on a message, stays quiet while qualified, drops to nurturing and qualifies again", async () => {
    for (const price of [1_000_000, 1_050_000, 1_100_000]) await s.api("POST", "/properties", propertyInput({ price, location: { address: "1 Main St", city: "Denver", state: "CO", postal_code: "80202" } }));
    // 30 budget + 7.5 timeline + 10 pre-approved + 10 recent + 5 contact = 62.5 → 63: nurturing.
    const leadId = await scoredLead({ city: "Denver", timeline: "within_3_months", pre_approved: true });
    expect((await s.api("GET", `/leads/${leadId}`)).json).toMatchObject({ status: "nurturing", score: 63 });

    await s.sandbox("POST", `/leads/${leadId}/messages`, { body: "Interested!" }); // + 15 → 78
    expect((await s.api("GET", `/leads/${leadId}`)).json).toMatchObject({ status: "qualified", score: 78 });
    await s.sandbox("POST", `/leads/${leadId}/messages`, { body: "Very interested!" }); // + 15 → 93, still qualified
    expect((await scoreOf(leadId)).score).toBe(93);

    // 15 days on, the messages leave the engagement window; a new listing in budget re-scores the lead.
    await s.sandbox("POST", "/clock", { advance_seconds: 15 * DAY_SECONDS });
    await s.api("POST", "/properties", propertyInput({ price: 1_150_000, location: { address: "2 Main St", city: "Denver", state: "CO", postal_code: "80202" } }));
    expect((await s.api("GET", `/leads/${leadId}`)).json).toMatchObject({ status: "nurturing", score: 58 });

    await s.sandbox("POST", `/leads/${leadId}/messages`, { body: "Back from holiday" }); // engagement and recency back → 78
    expect((await s.api("GET", `/leads/${leadId}`)).json.status).toBe("qualified");
    await waitFor(() => eventsOf("message.received", leadId).length === 3, "three message.received");
    await waitFor(() => eventsOf("property.matched", leadId).length === 2, "lead_created and property_created");
    const qualified = await waitFor(() => eventsOf("lead.qualified", leadId).length >= 2 && eventsOf("lead.qualified", leadId), "lead.qualified");
    expect(qualified.map((e) => e.data.score)).toEqual([78, 78]);
  });
});

describe("re-scoring when listings in budget change", () => {
  it("a new listing in the budget moves budget_match, whatever its city, without matching the lead", async () => {
    const leadId = await scoredLead({ city: "Boise", price_range: { min: 2_000_000, max: 2_500_000 } });
    expect(factor(await scoreOf(leadId), "budget_match")).toBe(0);
    const elsewhere = { location: { address: "9 Elm St", city: "Portland", state: "OR", postal_code: "97201" } };
    await s.api("POST", "/properties", propertyInput({ price: 2_100_000, ...elsewhere }));
    expect(factor(await scoreOf(leadId), "budget_match")).toBe(0.5);
    // Outside the price range, another type, or not on the market: no change.
    for (const other of [{ price: 2_600_000 }, { price: 2_200_000, type: "commercial_sale" }, { price: 2_200_000, status: "pending" }]) {
      expect((await s.api("POST", "/properties", propertyInput({ ...other, ...elsewhere }))).status).toBe(200);
    }
    expect(factor(await scoreOf(leadId), "budget_match")).toBe(0.5);
    await s.api("POST", "/properties", propertyInput({ price: 2_300_000, ...elsewhere }));
    await s.api("POST", "/properties", propertyInput({ price: 2_400_000, ...elsewhere }));
    const score = await scoreOf(leadId);
    expect(factor(score, "budget_match")).toBe(1);
    expect(score.triggers).toContain("budget_match");
    expect(eventsOf("property.matched", leadId)).toEqual([]);
  });
});
