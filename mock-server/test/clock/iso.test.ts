import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toIso } from "../../src/domain/clock/iso";

const MAX_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z
// Whole days and leap-day edges are where civil-date arithmetic goes wrong, so they are drawn often.
const instants = fc.oneof(
  fc.integer({ min: -MAX_MS, max: 2 * MAX_MS }),
  fc.integer({ min: 0, max: 3_000_000 }).map((days) => days * 86_400_000),
  fc.integer({ min: 0, max: 3_000_000 }).map((days) => days * 86_400_000 - 1),
  fc.constantFrom(0, 951_782_400_000, 951_868_800_000, 4_107_542_400_000, MAX_MS, MAX_MS + 1),
);
const seed = 20261122;

describe("toIso", () => {
  it("writes exactly what Date#toISOString writes", () => {
    fc.assert(fc.property(instants, (ms) => {
      expect(toIso(ms)).toBe(new Date(ms).toISOString());
    }), { seed, numRuns: 20_000 });
  });

  it("throws as Date#toISOString does for an invalid time, and keeps fractions out of the fast path", () => {
    expect(() => toIso(Number.NaN)).toThrow(RangeError);
    expect(toIso(1.5)).toBe(new Date(1.5).toISOString());
  });
});
