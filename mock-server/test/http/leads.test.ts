import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIso } from "../../src/domain/clock/iso";
import type { EngineContext, WebhookEvent } from "../../src/engine/engine-types";
import { type Harness, eventually, harness, leadInput, propertyInput } from "./harness";

let h: Harness;
let ctx: EngineContext;
const events: WebhookEvent[] = [];
beforeAll(async () => {
  // The module hands the test the engine's state, to add the inbound messages a hot lead has.
  h = await harness({ scoringDelayMs: 50, modules: [{ name: "probe", setup: (c) => ((ctx = c), {}) }] });
  h.engine.events.subscribe((event) => events.push(event));
  for (const price of [950_000, 1_100_000, 1_300_000]) await h.call("POST", "/v1/properties", { body: propertyInput({ price }) });
});
afterAll(() => h.engine.close());

describe("leads", () => {
  it("stores a new lead in state new, scores it asynchronously and announces its qualification", async () => {
    events.length = 0;
    const lead = (await h.call("POST", "/v1/leads", { body: leadInput() })).json;
    expect(lead).toMatchObject({ status: "new", score: null, qualification_type: null, phone: "+14155550142" });
    expect(lead.id).toMatch(/^lead_/);
    for (let i = 0; i < 3; i++) {
      const at = toIso(h.engine.clock.now() - i * 3_600_000);
      ctx.data.messages.of(lead.id).insert({ id: `msg_test000${i}`, lead_id: lead.id, channel: "sms", direction: "inbound", body: "Can I see it Saturday?", created_at: at });
    }

    const ready = await eventually(async () => {
      const score = (await h.call("GET", `/v1/leads/${lead.id}/score`)).json;
      return score.status === "ready" ? score : undefined;
    });
    expect(ready).toMatchObject({ lead_id: lead.id, model_version: expect.any(String), scored_at: expect.stringMatching(/Z$/) });
    expect(ready.score).toBeGreaterThanOrEqual(70);
    expect(ready.factors.map((f: { factor: string }) => f.factor)).toContain("budget_match");

    const stored = (await h.call("GET", `/v1/leads/${lead.id}`)).json;
    expect(stored).toMatchObject({ status: "qualified", score: ready.score, qualification_type: ready.qualification_type });
    const qualified = events.filter((e) => e.type === "lead.qualified");
    expect(qualified.map((e) => e.data)).toEqual([
      { lead_id: lead.id, score: ready.score, qualification_type: ready.qualification_type, triggers: ready.triggers },
    ]);
    const matched = events.find((e) => e.type === "property.matched");
    expect(matched?.data).toMatchObject({ lead_id: lead.id, match_count: 3, reason: "lead_created" });
  });

  it("moves a weak lead to nurturing without announcing it", async () => {
    events.length = 0;
    const body = leadInput({ phone: undefined, preferences: { property_type: "farm", price_range: { min: 1, max: 2 }, timeline: "exploring" } });
    const lead = (await h.call("POST", "/v1/leads", { body })).json;
    const stored = await eventually(async () => {
      const current = (await h.call("GET", `/v1/leads/${lead.id}`)).json;
      return current.status === "new" ? undefined : current;
    });
    expect(stored.status).toBe("nurturing");
    expect(events.filter((e) => e.type === "lead.qualified")).toEqual([]);
    expect(events.filter((e) => e.type === "property.matched")).toEqual([]);
  });

  it("filters the list by status", async () => {
    const nurturing = (await h.call("GET", "/v1/leads?status=nurturing")).json.data;
    expect(nurturing.length).toBeGreaterThan(0);
    expect(nurturing.every((l: { status: string }) => l.status === "nurturing")).toBe(true);
    expect((await h.call("GET", "/v1/leads?status=lost")).status).toBe(400);
  });

  it("answers pending until the score is ready", async () => {
    const slow = await harness({ scoringDelayMs: 60_000 });
    const lead = (await slow.call("POST", "/v1/leads", { body: leadInput() })).json;
    const pending = await slow.call("GET", `/v1/leads/${lead.id}/score`);
    expect(pending.json).toEqual({ status: "pending", lead_id: lead.id, submitted_at: lead.created_at });
    await slow.engine.close();
  });

  it("lists a lead's messages and 404s for an unknown lead", async () => {
    const lead = (await h.call("POST", "/v1/leads", { body: leadInput() })).json;
    const messages = await h.call("GET", `/v1/leads/${lead.id}/messages`);
    expect(messages.json).toEqual({ data: [], has_more: false, next_cursor: null });
    expect((await h.call("GET", "/v1/leads/lead_0000000000000000/messages")).status).toBe(404);
    expect((await h.call("GET", "/v1/leads/lead_0000000000000000/score")).status).toBe(404);
  });

  it("serves the demo leads with their messages and ready scores", async () => {
    const demo = await harness({ demoData: true, seed: 3 });
    const leads = (await demo.call("GET", "/v1/leads?limit=100")).json.data;
    expect(leads.length).toBeGreaterThan(0);
    let withMessages = 0;
    for (const lead of leads) {
      const score = (await demo.call("GET", `/v1/leads/${lead.id}/score`)).json;
      expect(score).toMatchObject({ status: "ready", score: lead.score });
      withMessages += (await demo.call("GET", `/v1/leads/${lead.id}/messages`)).json.data.length > 0 ? 1 : 0;
    }
    expect(withMessages).toBeGreaterThan(0);
    await demo.engine.close();
  });
});
