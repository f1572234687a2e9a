import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, leadInput, propertyInput } from "../http/harness";

// POST /__sandbox/events (`lps-mock trigger`) checks `data` against the contract of the path it
// feeds, every event type alike: nothing the caller sent is cast, coerced or swapped for a sample.

let h: Harness;
let leadId: string;
beforeAll(async () => {
  h = await harness();
  await h.call("POST", "/v1/properties", { body: propertyInput() });
  leadId = (await h.call("POST", "/v1/leads", { body: leadInput() })).json.id;
});
afterAll(() => h.engine.close());

type Issue = { pointer: string; message: string };
const fire = (type: string, data: unknown) => h.call("POST", "/__sandbox/events", { key: null, body: { type, data } });
const issues = async (type: string, data: unknown): Promise<string[]> => {
  const answer = await fire(type, data);
  expect(answer.status, JSON.stringify(answer.json)).toBe(400);
  expect(answer.json.code).toBe("validation_failed");
  return (answer.json.errors as Issue[]).map(({ pointer, message }) => `${pointer} ${message}`);
};
const messagesOfLead = async () => (await h.call("GET", `/v1/leads/${leadId}/messages`)).json.data as unknown[];

describe("POST /__sandbox/events refuses data its path's contract refuses", () => {
  it("for message.received, as POST /__sandbox/leads/{id}/messages does", async () => {
    expect(await issues("message.received", { channel: "pigeon" })).toEqual(['/data/channel must be one of "sms", "email", "chat"']);
    expect(await issues("message.received", { body: 123 })).toEqual(["/data/body must be a string"]);
    expect(await issues("message.received", { body: "" })).toEqual(["/data/body must have at least 1 character"]);
    expect(await issues("message.received", { city: "austin" })).toEqual(["/data/city is not a documented field"]);
    expect(await messagesOfLead()).toEqual([]);
  });

  it("for analysis.completed, as GET /analytics/market's query does", async () => {
    expect(await issues("analysis.completed", { city: "san_francisco", property_type: 123 })).toEqual([
      expect.stringMatching(/^\/data\/property_type must be one of "residential"/),
    ]);
    expect(await issues("analysis.completed", { property_type: "spaceship" })).toEqual([
      expect.stringMatching(/^\/data\/property_type must be one of "residential"/),
    ]);
    expect(await issues("analysis.completed", { city: 5 })).toEqual(["/data/city must be a string"]);
    expect(await issues("analysis.completed", { city: "San Francisco" })).toEqual([expect.stringMatching(/^\/data\/city must match the pattern/)]);
    expect(await issues("analysis.completed", { name: "x" })).toEqual(["/data/name is not a documented field"]);
  });

  it("for the lead paths, as before", async () => {
    expect(await issues("lead.qualified", { colour: "blue" })).toEqual(["/data/colour is not a documented field"]);
  });
});

describe("POST /__sandbox/events uses the data it accepts as sent", () => {
  it("a message's channel and body", async () => {
    const answer = await fire("message.received", { channel: "email", body: "Still available?" });
    expect(answer.status).toBe(200);
    expect(answer.json.event.data).toMatchObject({ lead_id: leadId, channel: "email", body: "Still available?" });
  });

  it("an analysis' city and property type", async () => {
    const answer = await fire("analysis.completed", { city: "san_francisco", property_type: "commercial_sale" });
    expect(answer.status).toBe(200);
    expect(answer.json.event.data).toMatchObject({ city: "san_francisco", property_type: "commercial_sale", sample_size: 0 });
  });

  it("the samples where data leaves a field out", async () => {
    const message = await fire("message.received", {});
    expect(message.json.event.data).toMatchObject({ channel: "sms", body: expect.stringMatching(/\S/) });
    const analysis = await fire("analysis.completed", {});
    expect(analysis.json.event.data).toMatchObject({ city: "san_francisco", property_type: "residential", sample_size: 1 });
  });
});
