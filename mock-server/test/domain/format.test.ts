import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatCount, formatDecimal, formatDollars } from "../../src/domain/format";
import { HEAVY_TEST_MS } from "./fixtures";

describe("number formats", { timeout: HEAVY_TEST_MS }, () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [1042.5, "1,043"],
    [1_385_000, "1,385,000"],
    [-1234.4, "-1,234"],
  ])("formatCount(%d) = %s", (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it("groups like en-US Intl for every whole number", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(intl.format(n));
      }),
    );
  });

  it("writes dollars and one-decimal figures", () => {
    expect(formatDollars(1_385_000)).toBe("$1,385,000");
    expect(formatDollars(1072.67)).toBe("$1,073");
    expect(formatDecimal(4)).toBe("4.0");
    expect(formatDecimal(-6.45)).toBe("-6.5");
  });
});
