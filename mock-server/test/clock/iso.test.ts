import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIso, toIso } from "../../src/clock/iso";

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

describe("parseIso", () => {
  it("reads back every timestamp toIso writes", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_MS }), (ms) => {
      expect(parseIso(toIso(ms))).toBe(ms);
    }), { seed, numRuns: 20_000 });
  });

  it("answers as Date.parse for text that is not exactly the contract's shape", () => {
    const odd = [
      "2024-02-30T00:00:00.000Z", "2023-02-29T12:00:00.000Z", "2024-02-29T12:00:00.000Z", "2024-13-01T00:00:00.000Z",
      "2024-01-01T24:00:00.000Z", "2024-01-01T23:60:00.000Z", "2024-01-01T00:00:00.000+", "2024-01-01T00:00:00Z",
      "2024-1-01T00:00:00.000Z", "2024-01-01 00:00:00.000Z", "20x4-01-01T00:00:00.000Z", "", "yesterday",
      "2024-01-00T00:00:00.000Z", "2024-04-31T00:00:00.000Z",
    ];
    for (const text of odd) expect([text, parseIso(text)]).toEqual([text, Date.parse(text)]);
    const shaped = fc.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    fc.assert(fc.property(shaped, (text) => {
      expect(parseIso(text)).toEqual(Date.parse(text));
    }), { seed, numRuns: 20_000 });
  });
});
