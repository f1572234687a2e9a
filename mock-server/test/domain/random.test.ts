import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRandom, spreadQuantile } from "../../src/domain/random";
import { HEAVY_TEST_MS } from "./fixtures";

describe("createRandom", { timeout: HEAVY_TEST_MS }, () => {
  it("repeats its sequence for a seed and changes it with the seed", () => {
    const draw = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it("stays within its ranges", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.nat(100), (seed, min, span) => {
        const rng = createRandom(seed);
        for (let i = 0; i < 50; i++) {
          const u = rng.next();
          expect(u >= 0 && u < 1).toBe(true);
          const n = rng.int(min, min + span);
          expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true);
        }
        expect(rng.id("prop_")).toMatch(/^prop_[0-9A-Za-z]{16}$/);
      }),
    );
  });

  it("spreads quantiles evenly: any 100 consecutive terms fill each tenth of (0, 1)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), fc.nat(10_000), (start, offset) => {
        const tenths = new Array<number>(10).fill(0);
        for (let i = offset; i < offset + 100; i++) tenths[Math.floor(spreadQuantile(start, i) * 10)]!++;
        for (const n of tenths) expect(n).toBeGreaterThanOrEqual(8);
      }),
    );
  });
});
