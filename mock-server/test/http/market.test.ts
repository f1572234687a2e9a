import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookEvent } from "../../src/engine/engine-types";
import { type Harness, harness } from "./harness";

let h: Harness;
const events: WebhookEvent[] = [];
beforeAll(async () => {
  h = await harness({ demoData: true, seed: 11 });
  h.engine.events.subscribe((event) => events.push(event));
});
afterAll(() => h.engine.close());

describe("market analysis", () => {
  it("analyses a city and type from the stored listings and announces analysis.completed", async () => {
    const answer = await h.call("GET", "/v1/analytics/market?city=san_francisco&property_type=residential");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ city: "san_francisco", property_type: "residential", id: expect.stringMatching(/^ana_/) });
    expect(answer.json.sample_size).toBeGreaterThan(0);
    const event = events.find((e) => e.type === "analysis.completed");
    expect(event?.data).toEqual({
      analysis_id: answer.json.id,
      city: "san_francisco",
      property_type: "residential",
      sample_size: answer.json.sample_size,
      median_list_price: answer.json.median_list_price,
      market_condition: answer.json.market_condition,
    });
  });

  it("covers every city and type without filters", async () => {
    const all = (await h.call("GET", "/v1/analytics/market")).json;
    const one = (await h.call("GET", "/v1/analytics/market?city=san_francisco")).json;
    expect(all).toMatchObject({ city: null, property_type: null });
    expect(all.sample_size).toBeGreaterThan(one.sample_size);
  });

  it("answers 404 unknown_city listing the known cities, and 400 for a city that is not a slug", async () => {
    const unknown = await h.call("GET", "/v1/analytics/market?city=atlantis");
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("unknown_city");
    expect(unknown.json.known_cities).toContain("san_francisco");
    expect(unknown.json.known_cities.length).toBeGreaterThanOrEqual(10);
    const bad = await h.call("GET", "/v1/analytics/market?city=San%20Francisco");
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].pointer).toBe("/query/city");
  });

  it("lists no empty slug among the known cities for a city named without a letter or digit", async () => {
    const body = { type: "land", price: 10_000, location: { address: "1 Main St", city: "東京", state: "TK" } };
    expect((await h.call("POST", "/v1/properties", { body })).status).toBe(200);
    const unknown = await h.call("GET", "/v1/analytics/market?city=atlantis");
    expect(unknown.status).toBe(404);
    expect(unknown.json.known_cities).not.toContain("");
  });

  it("knows a city as soon as a listing there is created", async () => {
    const body = { type: "land", price: 10_000, location: { address: "1 Main St", city: "Boise", state: "ID" } };
    await h.call("POST", "/v1/properties", { body });
    const answer = await h.call("GET", "/v1/analytics/market?city=boise");
    expect(answer.status).toBe(200);
    expect(answer.json.sample_size).toBe(1);
  });
});
