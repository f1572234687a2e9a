import { afterEach, describe, expect, it } from "vitest";
import { createClock } from "../../src/domain/clock/clock";
import { clockState, parseInstant, restoreClock } from "../../src/domain/clock/clock-state";
import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine } from "../../src/engine/engine-types";

const START = "2026-01-01T00:00:00Z";
const START_MS = Date.parse(START);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const engines: Engine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});
function engine(options: Parameters<typeof createEngine>[0]): Engine {
  const created = createEngine(options);
  engines.push(created);
  return created;
}

async function sandbox(e: Engine, method: string, path: string, body?: unknown) {
  const response = await e.fetch(
    new Request(`http://127.0.0.1/__sandbox${path}`, {
      method,
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { clientIp: "127.0.0.1" },
  );
  return (await response.json()) as Record<string, unknown>;
}

describe("a frozen clock", () => {
  it("stands still until moved, stays frozen through advance and set, and runs again after real()", async () => {
    const clock = createClock(START_MS, { frozen: true });
    await wait(20);
    expect(clock.now()).toBe(START_MS);
    clock.advance(1_000);
    await wait(20);
    expect(clock.now()).toBe(START_MS + 1_000);
    clock.set(START_MS + 5_000);
    expect(clock.isFrozen?.()).toBe(true);
    clock.real?.();
    expect(clock.isFrozen?.()).toBe(false);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1_000);
  });

  it("refuses a move outside 1970..9999 and stays where it stood", () => {
    const clock = createClock(START_MS, { frozen: true });
    expect(() => clock.set(-1)).toThrow(RangeError);
    expect(clock.now()).toBe(START_MS);
    expect(clock.isFrozen?.()).toBe(true);
  });

  it("is kept in a snapshot as its instant, and a running one as its lead over real time", () => {
    const frozen = createClock(START_MS, { frozen: true });
    expect(clockState(frozen)).toEqual({ frozen_at: "2026-01-01T00:00:00.000Z" });
    const running = createClock(Date.now() + 3_600_000);
    expect(clockState(running)).toEqual({ offset_ms: 3_600_000 });
    restoreClock(running, clockState(frozen));
    expect(running.isFrozen?.()).toBe(true);
    expect(running.now()).toBe(START_MS);
    restoreClock(running, { offset_ms: 0 });
    expect(running.isFrozen?.()).toBe(false);
  });

  it("keeps a running clock a moment behind real time as a lead of 0, not -0", () => {
    // -0 equals 0 in JSON but not to a deep equality check of the snapshot object, as here.
    expect(clockState(createClock(Date.now() - 300))).toEqual({ offset_ms: 0 });
  });

  it.each([
    "2026-01-01",
    "2026-01-01T00:00:00",
    "yesterday",
    "0000-01-01T00:00:00Z",
    "2026-13-01T00:00:00Z",
    // Days a month lacks: Date.parse rolls them over into the next month.
    "2026-02-30T00:00:00Z",
    "2026-04-31T12:00:00Z",
    "2025-02-29T00:00:00Z",
    "2026-01-01T24:00:00Z",
  ])("is not started at %s", (text) => {
    expect(parseInstant(text)).toBeUndefined();
    expect(() => createEngine({ clock: text })).toThrow(/clock: expected an RFC 3339 time/);
  });

  it("is started on a leap day, and with the lowercase t and z RFC 3339 allows", () => {
    expect(parseInstant("2028-02-29T00:00:00Z")).toBe(Date.UTC(2028, 1, 29));
    expect(parseInstant("2026-01-01t09:30:00.250+02:00")).toBe(Date.UTC(2026, 0, 1, 7, 30, 0, 250));
  });
});

describe("an engine started at a clock time", () => {
  it("dates its demo data and start keys from that instant, and a reset brings the clock back there frozen", async () => {
    const e = engine({ seed: 5, clock: START });
    const state = await e.exportState();
    expect(state.clock).toEqual({ frozen_at: "2026-01-01T00:00:00.000Z" });
    expect(state.api_keys[0]!.created_at).toBe("2026-01-01T00:00:00.000Z");
    expect(state.workspaces[0]!.scores.every((score) => score.scored_at === "2026-01-01T00:00:00.000Z")).toBe(true);
    await sandbox(e, "POST", "/clock", { advance_seconds: 86_400 });
    expect((await sandbox(e, "GET", "/clock")).now).toBe("2026-01-02T00:00:00.000Z");
    await sandbox(e, "POST", "/reset");
    expect((await sandbox(e, "GET", "/clock")).now).toBe("2026-01-01T00:00:00.000Z");
    expect(JSON.stringify(await e.exportState())).toBe(JSON.stringify(state));
  });

  it("carries the frozen clock into another engine through a snapshot", async () => {
    const source = engine({ seed: 5, clock: START });
    await sandbox(source, "POST", "/clock", { advance_seconds: 60 });
    const target = engine({ seed: 5 });
    await target.importState(structuredClone(await source.exportState()));
    await wait(20);
    expect(target.clock.now()).toBe(START_MS + 60_000);
    expect(JSON.stringify(await target.exportState())).toBe(JSON.stringify(await source.exportState()));
  });

  it("refuses a snapshot whose frozen clock stands outside 1970..9999, changing nothing", async () => {
    const e = engine({ seed: 5, clock: START });
    const snapshot = { ...(await e.exportState()), clock: { frozen_at: "0000-01-01T00:00:00Z" } };
    await expect(e.importState(snapshot)).rejects.toThrow(/clock/);
    expect(e.clock.now()).toBe(START_MS);
  });
});

describe("a seeded engine on real time", () => {
  it("dates its start from 00:00 UTC of the day, then runs on real time", async () => {
    const e = engine({ seed: 5 });
    const state = await e.exportState();
    const midnight = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000).toISOString();
    // Either side of midnight the engine may have been created the day before.
    expect([midnight, new Date(Date.parse(midnight) - 86_400_000).toISOString()]).toContain(state.audit[0]!.time);
    expect(state.clock).toEqual({ offset_ms: 0 });
    expect(Math.abs(e.clock.now() - Date.now())).toBeLessThan(1_000);
  });
});
