import { describe, expect, it } from "vitest";
import { type Clock, createClock } from "../../src/domain/clock/clock";
import { steadyReading } from "../../src/domain/clock/steady-reading";

const START = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;

describe("the clock's steady reading", () => {
  it("follows forward moves and stands still through a move back, frozen or running", () => {
    for (const clock of [createClock(START, { frozen: true }), createClock(START)]) {
      const start = clock.steady!();
      clock.advance(HOUR);
      expect(clock.steady!() - start).toBeGreaterThanOrEqual(HOUR);
      clock.set(START - HOUR);
      const afterBack = clock.steady!() - start;
      expect(afterBack).toBeGreaterThanOrEqual(HOUR);
      expect(afterBack).toBeLessThan(HOUR + 1_000);
      clock.freeze!(START);
      clock.advance(1_000);
      expect(clock.steady!() - start).toBeGreaterThanOrEqual(2 * HOUR + 1_000);
    }
  });

  it("is the clock's own now() while the clock never went back (untouched state keeps its bytes)", () => {
    const clock = createClock(START, { frozen: true });
    clock.advance(5_000);
    expect(clock.steady!()).toBe(clock.now());
  });

  it("for a clock without steady(), counts forward steps between readings and no backward ones", () => {
    let now = START;
    const bare: Clock = { now: () => now, advance: (ms) => (now += ms), set: (ms) => (now = ms) };
    const read = steadyReading(bare);
    const start = read();
    bare.advance(HOUR);
    expect(read() - start).toBe(HOUR);
    bare.set(START);
    expect(read() - start).toBe(HOUR);
    bare.advance(1_000);
    expect(read() - start).toBe(HOUR + 1_000);
  });
});
