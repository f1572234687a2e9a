import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInput, propertyInput } from "../http/harness";
import { independentSignature, v1Entries } from "../webhooks/helpers/signatures";
import { type EventServer, type Json, type Receiver, eventsAt, startEventServer, startReceiver, verifyBothWays, waitFor } from "./support/event-server";

const ALL_TYPES = ["lead.qualified", "property.matched", "message.received", "analysis.completed"];
// Scores 70 without any message: pre-approved, immediate, full contact, recent, 3+ listings in budget.
const hotLead = leadInput({
  preferences: { property_type: "residential", price_range: { min: 900_000, max: 1_400_000 }, city: "San Francisco", timeline: "immediate", pre_approved: true },
});

let s: EventServer;
let receiver: Receiver;
let endpoint: { id: string; secret: string };
const received = (predicate: (event: Json) => boolean) => receiver.requests.filter((r) => predicate(JSON.parse(r.body)));

beforeAll(async () => {
  s = await startEventServer();
  receiver = await startReceiver();
  endpoint = await s.register(receiver, ALL_TYPES);
});
afterAll(async () => {
  await s.stop();
  await receiver.stop();
});

describe("every event type reaches a real receiver, signed", () => {
  it("sets the scene: three listings in budget, then a lead that qualifies at once", async () => {
    for (const price of [1_000_000, 1_100_000, 1_200_000]) expect((await s.api("POST", "/properties", propertyInput({ price }))).status).toBe(200);
    const lead = (await s.api("POST", "/leads", hotLead)).json;
    await waitFor(() => received((e) => e.type === "lead.qualified").length > 0, "lead.qualified");
    const score = (await s.api("GET", `/leads/${lead.id}/score`)).json;
    expect(score).toMatchObject({ status: "ready", score: 70, qualification_type: "hot" });
  });

  it("rejects a tampered body and a wrong secret, with the SDK and with an independent HMAC", async () => {
    const [request] = received((e) => e.type === "lead.qualified");
    const tampered = { ...request!, body: request!.body.replace('"score":70', '"score":99') };
    expect(tampered.body).not.toBe(request!.body);
    await expect(verifyBothWays(tampered, endpoint.secret, s.nowSeconds())).rejects.toThrow();
    expect(v1Entries(tampered)).not.toContain(independentSignature(endpoint.secret, tampered));
    const otherSecret = `whsec_${Buffer.from("not the endpoint secret at all!").toString("base64url")}`;
    await expect(verifyBothWays(request!, otherSecret, s.nowSeconds())).rejects.toThrow();
    await expect(verifyBothWays(request!, endpoint.secret, s.nowSeconds() + 3600)).rejects.toThrow();
  });

  it("lead.qualified and property.matched (lead_created) for the new lead", async () => {
    const [qualified] = received((e) => e.type === "lead.qualified");
    const event = await verifyBothWays(qualified!, endpoint.secret, s.nowSeconds());
    expect(event.data).toMatchObject({ score: 70, qualification_type: "hot", triggers: expect.arrayContaining(["budget_match", "urgent_timeline"]) });
    expect(qualified!.headers["x-service-event-id"]).toBe(event.id);
    const matched = await waitFor(() => received((e) => e.data.reason === "lead_created")[0], "property.matched");
    const data = (await verifyBothWays(matched, endpoint.secret, s.nowSeconds())).data;
    expect(data).toMatchObject({ lead_id: event.data.lead_id, match_count: 3 });
    expect(data.property_ids).toHaveLength(3);
  });

  it("property.matched (property_created) when a new listing matches the lead", async () => {
    const leadId = eventsAt(receiver).find((e) => e.type === "lead.qualified").data.lead_id;
    const listing = (await s.api("POST", "/properties", propertyInput({ price: 1_300_000 }))).json;
    const request = await waitFor(() => received((e) => e.data.reason === "property_created")[0], "property_created");
    const event = await verifyBothWays(request, endpoint.secret, s.nowSeconds());
    expect(event.data).toEqual({ lead_id: leadId, property_ids: [listing.id], match_count: 1, reason: "property_created" });
  });

  it("message.received through the sandbox messages route", async () => {
    const leadId = eventsAt(receiver).find((e) => e.type === "lead.qualified").data.lead_id;
    const message = (await s.sandbox("POST", `/leads/${leadId}/messages`, { channel: "email", body: "Can we visit on Saturday? 🏡" })).json;
    const request = await waitFor(() => received((e) => e.type === "message.received")[0], "message.received");
    const event = await verifyBothWays(request, endpoint.secret, s.nowSeconds());
    expect(event.data).toEqual({ message_id: message.id, lead_id: leadId, channel: "email", body: "Can we visit on Saturday? 🏡", received_at: message.created_at });
  });

  it("analysis.completed from GET /analytics/market", async () => {
    const analysis = (await s.api("GET", "/analytics/market?city=san_francisco&property_type=residential")).json;
    const request = await waitFor(() => received((e) => e.type === "analysis.completed")[0], "analysis.completed");
    const event = await verifyBothWays(request, endpoint.secret, s.nowSeconds());
    expect(event.data).toMatchObject({ analysis_id: analysis.id, city: "san_francisco", property_type: "residential", sample_size: 4 });
  });

  it("hands the same events to in-process subscribers", async () => {
    const seen: Json[] = [];
    const unsubscribe = s.server.engine.events.subscribe((event) => seen.push(event));
    await s.api("GET", "/analytics/market");
    unsubscribe();
    await s.api("GET", "/analytics/market");
    expect(seen.map((e) => e.type)).toEqual(["analysis.completed"]);
    await waitFor(() => eventsAt(receiver).some((e) => e.id === seen[0].id), "the subscribed event at the receiver");
  });
});
