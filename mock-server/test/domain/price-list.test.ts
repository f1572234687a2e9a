import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createPriceList } from "../../src/domain/matching/property-index";
import { HEAVY_TEST_MS } from "./fixtures";

interface Entry {
  id: string;
  price: number;
}
const byPriceThenId = (a: Entry, b: Entry) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// Few distinct prices and tiny chunks, so ties straddle chunk edges and chunks split and empty often.
const operations = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant("insert" as const), id: fc.nat(300), price: fc.nat(60) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("remove" as const), id: fc.nat(300), price: fc.nat(60) }) },
  ),
  { maxLength: 400, size: "max" },
);
const ranges = fc.array(fc.tuple(fc.integer({ min: -5, max: 65 }), fc.integer({ min: -5, max: 65 })), { minLength: 1, maxLength: 20 });

describe("price list", () => {
  it("answers ranges and counts exactly as a sorted array would, through inserts and removes", () => {
    fc.assert(
      fc.property(operations, ranges, (ops, queries) => {
        const list = createPriceList<Entry>();
        const model = new Map<string, Entry>();
        for (const { op, id, price } of ops) {
          const key = `e${id}`;
          const held = model.get(key);
          if (op === "insert" && !held) {
            list.insert({ id: key, price });
            model.set(key, { id: key, price });
          } else if (op === "remove") {
            expect(list.remove({ id: key, price: held?.price ?? price })).toBe(held !== undefined);
            model.delete(key);
          }
        }
        const sorted = [...model.values()].sort(byPriceThenId);
        expect(list.size).toBe(sorted.length);
        for (const [min, max] of queries) {
          const expected = sorted.filter((e) => e.price >= min && e.price <= max);
          expect(list.countBetween(min, max)).toBe(expected.length);
          expect([...list.between(min, max)]).toEqual(expected);
        }
      }),
      { numRuns: 60 },
    );
  }, HEAVY_TEST_MS);

  it("keeps thousands of entries in order at the default chunk size", () => {
    const list = createPriceList<Entry>();
    const entries = Array.from({ length: 5000 }, (_, i) => ({ id: `e${i}`, price: (i * 7919) % 1000 }));
    for (const e of entries) list.insert(e);
    for (const e of entries.filter((_, i) => i % 3 === 0)) expect(list.remove(e)).toBe(true);
    const expected = entries.filter((_, i) => i % 3 !== 0).sort(byPriceThenId);
    expect([...list.between(0, 1000)]).toEqual(expected);
    expect(list.countBetween(250, 499)).toBe(expected.filter((e) => e.price >= 250 && e.price <= 499).length);
  });

  it("does not remove an entry asked for at another price", () => {
    const list = createPriceList<Entry>();
    list.insert({ id: "a", price: 10 });
    expect(list.remove({ id: "a", price: 11 })).toBe(false);
    expect(list.countBetween(0, 100)).toBe(1);
  });
});
