import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { harness as apiHarness, leadInput, propertyInput } from "../http/harness";
import { type EventServer, type Json, type Receiver, startEventServer, startReceiver, verifyBothWays, waitFor } from "./support/event-server";

let s: EventServer;
let receiver: Receiver;
let secret: string;

beforeAll(async () => {
  s = await startEventServer();
  receiver = await startReceiver();
  ({ secret } = await s.register(receiver, ["lead.qualified", "property.matched", "message.received", "analysis.completed"]));
});
afterAll(async () => {
  await s.stop();
  await receiver.stop();
});

const trigger = (body: unknown) => s.sandbox("POST", "/trigger", body);

describe("POST /__sandbox/trigger refuses", () => {
  it("an unknown type, a missing type, unknown fields and a non-object data", async () => {
    const cases: [unknown, string[]][] = [
      [{ type: "lead.deleted" }, ["/type"]],
      [{}, ["/type"]],
      [{ type: "lead.qualified", extra: true }, ["/extra"]],
      [{ type: "lead.qualified", data: [1] }, ["/data"]],
    ];
    for (const [body, pointers] of cases) {
      const answer = await trigger(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.errors.map((e: Json) => e.pointer), JSON.stringify(body)).toEqual(pointers);
    }
  });

  it("data that breaks the event type's schema, with pointers under /data", async () => {
    const answer = await trigger({ type: "lead.qualified", data: { score: 101, lead_id: "nope", colour: "red" } });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.map((e: Json) => e.pointer).sort()).toEqual(["/data/colour", "/data/lead_id", "/data/score"]);
    const empty = await trigger({ type: "property.matched", data: { property_ids: [] } });
    expect(empty.json.errors.map((e: Json) => e.pointer)).toEqual(["/data/property_ids"]);
  });

  it("callers off loopback", async () => {
    const h = await apiHarness();
    const remote = await h.call("POST", "/__sandbox/trigger", { key: null, ip: "203.0.113.9", body: { type: "lead.qualified" } });
    expect(remote.status).toBe(403);
    await h.engine.close();
  });

  it("and emits nothing when it refuses", () => {
    expect(receiver.requests).toEqual([]);
  });
});

describe("POST /__sandbox/trigger emits", () => {
  it("every type with sample data naming stored records, delivered and signed", async () => {
    const property = (await s.api("POST", "/properties", propertyInput())).json;
    const lead = (await s.api("POST", "/leads", leadInput())).json;
    const message = (await s.sandbox("POST", `/leads/${lead.id}/messages`, { body: "Hello" })).json;
    receiver.requests.length = 0;
    const emitted: Json[] = [];
    for (const type of ["lead.qualified", "property.matched", "message.received", "analysis.completed"]) {
      const answer = await trigger({ type });
      expect(answer.status, type).toBe(200);
      expect(answer.json).toMatchObject({ type, version: "2026-11-01" });
      expect(answer.json.id).toMatch(/^evt_/);
      emitted.push(answer.json);
    }
    expect(emitted[0].data.lead_id).toBe(lead.id);
    expect(emitted[1].data).toMatchObject({ lead_id: lead.id, property_ids: [property.id], match_count: 1 });
    expect(emitted[2].data).toEqual({ message_id: message.id, lead_id: lead.id, channel: "sms", body: "Hello", received_at: message.created_at });
    expect(emitted[3].data).toMatchObject({ city: "san_francisco", property_type: "residential", sample_size: 1 });
    const arrived = await waitFor(() => emitted.every((e) => receiver.requests.some((r) => r.headers["x-service-event-id"] === e.id)) && receiver.requests, "four triggered events");
    for (const request of arrived.filter((r) => emitted.some((e) => e.id === r.headers["x-service-event-id"]))) {
      const event = await verifyBothWays(request, secret, s.nowSeconds());
      expect(event).toEqual(emitted.find((e) => e.id === event.id));
    }
  });

  it("with the fields given in data in place of the sample's", async () => {
    const answer = await trigger({ type: "lead.qualified", data: { score: 91, triggers: ["pre_approved"] } });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ score: 91, triggers: ["pre_approved"], qualification_type: "hot" });
    expect(answer.json.data.lead_id).toMatch(/^lead_/);
  });
});
