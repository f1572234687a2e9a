import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";

// The warm-up's performance effect is measured by bench:server, not here; these pin what a
// user of the Node adapter relies on: it never holds up a request for long, never keeps a
// process alive, runs once however many servers a test suite starts, and fake timers turned on
// after the start do not catch it.

// The event loop's own turns, for waiting while fake timers replace the global.
const realImmediate = globalThis.setImmediate;

let tick: MockInstance<typeof process.nextTick>;
let immediate: MockInstance<typeof setImmediate>;

beforeEach(() => {
  vi.resetModules();
  // Spies that pass through: the test runner itself uses both.
  tick = vi.spyOn(process, "nextTick");
  immediate = vi.spyOn(globalThis, "setImmediate");
});
afterEach(() => vi.restoreAllMocks());

/** Node 20.20's V8, the one the warm-up is for. */
const NODE_20_V8 = "11.3.244.8-node.38";

const warmUpTicks = () => tick.mock.calls.filter(([callback]) => callback.name === "warmUpNoop").length;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const warmUpSlices = () =>
  immediate.mock.calls.flatMap(([callback], i) => (callback.name === "warmUpSlice" ? [immediate.mock.results[i]?.value as NodeJS.Immediate] : []));

async function loadWarmNextTick() {
  return (await import("../../src/node/warm-next-tick")).warmNextTick;
}

describe("warmNextTick", () => {
  it("calls nextTick in slices, one per event-loop turn, none before the first turn", async () => {
    const warmNextTick = await loadWarmNextTick();
    warmNextTick(NODE_20_V8);
    expect(warmUpTicks()).toBe(0);
    const perTurn: number[] = [];
    for (let before = 0; perTurn.length < 50; ) {
      await nextTurn();
      const now = warmUpTicks();
      if (now === before && perTurn.length > 0) break;
      perTurn.push(now - before);
      before = now;
    }
    expect(perTurn.length).toBeGreaterThan(1);
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(250);
    expect(warmUpTicks()).toBe(3_000);
  });

  it("never keeps the process alive", async () => {
    const warmNextTick = await loadWarmNextTick();
    warmNextTick(NODE_20_V8);
    // Each slice is looked at while it is still pending: a run Immediate holds no ref anyway.
    const pendingRefs: boolean[] = [];
    for (let seen = 0; seen < warmUpSlices().length; seen++) {
      pendingRefs.push(warmUpSlices()[seen]?.hasRef() ?? true);
      await nextTurn();
    }
    expect(pendingRefs.length).toBeGreaterThan(1);
    expect(pendingRefs).not.toContain(true);
  });

  it("runs once per process, however often it is called", async () => {
    const warmNextTick = await loadWarmNextTick();
    warmNextTick(NODE_20_V8);
    warmNextTick(NODE_20_V8);
    for (let i = 0; i < 20; i++) await nextTurn();
    expect(warmUpTicks()).toBe(3_000);
  });

  it("leaves the V8 of Node 22 and later, and an unknown one, alone", async () => {
    const warmNextTick = await loadWarmNextTick();
    warmNextTick("12.4.254.21-node.33");
    warmNextTick("13.6.233.10-node.29");
    warmNextTick("");
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(warmUpTicks()).toBe(0);
    warmNextTick(NODE_20_V8);
    for (let i = 0; i < 20; i++) await nextTurn();
    expect(warmUpTicks()).toBe(3_000);
  });

  it("keeps running when a test turns on fake timers after the start", async () => {
    const warmNextTick = await loadWarmNextTick();
    warmNextTick(NODE_20_V8);
    vi.useFakeTimers();
    try {
      for (let i = 0; i < 20; i++) await new Promise((resolve) => realImmediate(resolve));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    expect(warmUpTicks()).toBe(3_000);
  });
});
