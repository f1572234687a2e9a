import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookEvent } from "../../src/engine/engine-types";
import { type Harness, harness, leadInput, propertyInput } from "./harness";

let h: Harness;
const events: WebhookEvent[] = [];
beforeAll(async () => {
  h = await harness();
  h.engine.events.subscribe((event) => events.push(event));
});
afterAll(() => h.engine.close());

const create = async (overrides: Record<string, unknown>) => (await h.call("POST", "/v1/properties", { body: propertyInput(overrides) })).json;

describe("properties", () => {
  it("creates a listing with server fields and reads it back", async () => {
    const before = Date.parse(new Date(h.engine.clock.now()).toISOString());
    const property = await create({ description: undefined, square_feet: undefined });
    expect(property.id).toMatch(/^prop_[0-9A-Za-z]{16}$/);
    expect(property).toMatchObject({ status: "active", description: null, square_feet: null, closed_at: null });
    expect(property.created_at).toMatch(/Z$/);
    expect(Date.parse(property.created_at)).toBeGreaterThanOrEqual(before);
    expect((await h.call("GET", `/v1/properties/${property.id}`)).json).toEqual(property);
    const closed = await create({ status: "closed" });
    expect(closed.closed_at).toBe(closed.created_at);
  });

  it("filters by every documented parameter, combined with AND", async () => {
    await create({ type: "land", price: 50_000, bedrooms: 0, location: { address: "1 Dirt Rd", city: "Austin", state: "TX" } });
    await create({ type: "land", price: 90_000, bedrooms: 0, status: "pending", location: { address: "2 Dirt Rd", city: "Austin", state: "TX" } });
    await create({ type: "residential", price: 700_000, bedrooms: 4, location: { address: "3 Oak St", city: "San Diego", state: "CA" } });
    const ids = async (query: string) => (await h.call("GET", `/v1/properties?limit=100&${query}`)).json.data as { price: number }[];
    expect((await ids("type=land")).map((p) => p.price).sort()).toEqual([50_000, 90_000]);
    expect((await ids("type=land&status=active")).map((p) => p.price)).toEqual([50_000]);
    expect((await ids("min_price=60000&max_price=800000")).map((p) => p.price).sort()).toEqual([700_000, 90_000]);
    expect((await ids("city=san_diego")).map((p) => p.price)).toEqual([700_000]);
    expect((await ids("city=SAN%20DIEGO")).map((p) => p.price)).toEqual([700_000]);
    expect((await ids("state=TX&min_price=60000")).map((p) => p.price)).toEqual([90_000]);
    expect((await ids("min_bedrooms=4")).map((p) => p.price)).toEqual([700_000]);
  });

  it("announces property.matched for each lead a new listing matches", async () => {
    const lead = (await h.call("POST", "/v1/leads", { body: leadInput() })).json;
    events.length = 0;
    const property = await create({ price: 1_000_000, bedrooms: 3 });
    const matched = events.filter((e) => e.type === "property.matched");
    expect(matched.map((e) => e.data)).toContainEqual({ lead_id: lead.id, property_ids: [property.id], match_count: 1, reason: "property_created" });
    expect(matched[0]).toMatchObject({ id: expect.stringMatching(/^evt_/), version: "2026-11-01", created: expect.stringMatching(/Z$/) });
    events.length = 0;
    await create({ price: 5_000_000 });
    expect(events.filter((e) => e.type === "property.matched" && (e.data as { lead_id: string }).lead_id === lead.id)).toEqual([]);
  });
});

describe("cursor pagination", () => {
  it("walks every record exactly once, newest first, with has_more and next_cursor", async () => {
    const fresh = await harness();
    for (let i = 0; i < 7; i++) {
      await fresh.call("POST", "/v1/properties", { body: propertyInput({ price: 1000 + i }) });
      fresh.engine.clock.advance(1000);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await fresh.call("GET", `/v1/properties?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      pages++;
      seen.push(...page.json.data.map((p: { price: number }) => p.price));
      expect(page.json.has_more).toBe(page.json.next_cursor !== null);
      cursor = page.json.next_cursor;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([1006, 1005, 1004, 1003, 1002, 1001, 1000]);
    const all = await fresh.call("GET", "/v1/properties");
    expect(all.json).toMatchObject({ has_more: false, next_cursor: null });
    expect(all.json.data).toHaveLength(7);
    await fresh.engine.close();
  });

  it("keeps a cursor valid while newer records arrive", async () => {
    const fresh = await harness();
    for (let i = 0; i < 4; i++) await fresh.call("POST", "/v1/properties", { body: propertyInput({ price: i }) });
    const first = await fresh.call("GET", "/v1/properties?limit=2");
    await fresh.call("POST", "/v1/properties", { body: propertyInput({ price: 99 }) });
    const second = await fresh.call("GET", `/v1/properties?limit=2&cursor=${first.json.next_cursor}`);
    expect(second.json.data.map((p: { price: number }) => p.price)).toEqual([1, 0]);
    await fresh.engine.close();
  });
});
