import { describe, expect, it } from "vitest";
import { citySlug, generateDemoData, knownCities } from "../../src/domain";
import { schemaErrors } from "./contract-schemas";

const NOW = Date.parse("2026-11-22T09:32:00.000Z");
const demo = generateDemoData(42, NOW);

describe("generateDemoData", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(42, NOW)).toEqual(demo);
    const other = generateDemoData(43, NOW);
    expect(other.properties[0]?.id).not.toBe(demo.properties[0]?.id);
    expect(other.properties.map((p) => p.price)).not.toEqual(demo.properties.map((p) => p.price));
  });

  it("holds at least 2,000 listings across at least 10 cities, all of them known", () => {
    expect(demo.properties.length).toBeGreaterThanOrEqual(2000);
    const cities = new Set(demo.properties.map((p) => citySlug(p.location.city)));
    expect(cities.size).toBeGreaterThanOrEqual(10);
    expect([...cities].sort()).toEqual([...knownCities()].sort());
  });

  it("conforms to the contract's schemas", () => {
    const errors = [
      ...demo.properties.flatMap((p) => schemaErrors("Property", p).map((e) => `${p.id}: ${e}`)),
      ...demo.leads.flatMap((l) => schemaErrors("Lead", l).map((e) => `${l.id}: ${e}`)),
      ...demo.messages.flatMap((m) => schemaErrors("Message", m).map((e) => `${m.id}: ${e}`)),
    ];
    expect(errors).toEqual([]);
  });

  it("never dates a record after now, except listings announced as coming soon", () => {
    const after = (iso: string | null) => iso !== null && Date.parse(iso) > NOW;
    for (const p of demo.properties) {
      expect([p.created_at, p.updated_at, p.closed_at].some(after)).toBe(false);
      expect(after(p.listed_at)).toBe(p.status === "coming_soon");
    }
    for (const l of demo.leads) expect([l.created_at, l.updated_at, l.last_activity_at].some(after)).toBe(false);
    for (const m of demo.messages) expect(after(m.created_at)).toBe(false);
  });
});
