import { describe, expect, it } from "vitest";
import { frozenClock } from "../support/frozen-clock";
import { createIdempotencyStore } from "../../src/store/idempotency-store";
import { createRingLog } from "../../src/store/ring-log";

const response = { status: 200, headers: [["content-type", "application/json"]] as [string, string][], body: "{}" };

describe("idempotency store", () => {
  it("gives exactly one claim, reports in-progress duplicates, then replays", () => {
    const store = createIdempotencyStore(frozenClock(0), 1000);
    const first = store.claim("k", "f");
    expect(first.kind).toBe("new");
    expect(store.claim("k", "f").kind).toBe("in_progress");
    expect(store.claim("k", "other").kind).toBe("conflict");
    if (first.kind === "new") first.complete(response);
    expect(store.claim("k", "f")).toEqual({ kind: "replay", response });
  });

  it("frees the key when the first request keeps no answer", () => {
    const store = createIdempotencyStore(frozenClock(0), 1000);
    const first = store.claim("k", "f");
    if (first.kind === "new") first.complete(null);
    expect(store.claim("k", "other").kind).toBe("new");
  });

  it("forgets answers once their time on the clock is up", () => {
    const clock = frozenClock(0);
    const store = createIdempotencyStore(clock, 1000);
    const first = store.claim("k", "f");
    if (first.kind === "new") first.complete(response);
    clock.advance(999);
    expect(store.claim("k", "f").kind).toBe("replay");
    clock.advance(1);
    expect(store.claim("k", "other").kind).toBe("new");
  });
});

describe("idempotency store when the clock moves back", () => {
  it("forgets an answer after its time has passed forwards, however far the clock was set back", () => {
    const clock = frozenClock(10 * 3_600_000);
    const store = createIdempotencyStore(clock, 1000);
    const first = store.claim("k", "f");
    if (first.kind === "new") first.complete(response);
    clock.advance(-3_600_000);
    clock.advance(999);
    expect(store.claim("k", "f").kind).toBe("replay");
    clock.advance(1);
    expect(store.claim("k", "other").kind).toBe("new");
  });
});

describe("ring log", () => {
  it("keeps the newest entries, newest first", () => {
    const log = createRingLog<number>(3);
    for (let i = 0; i < 10; i++) log.push(i);
    expect(log.list()).toEqual([9, 8, 7]);
    expect(log.list(2)).toEqual([9, 8]);
    log.clear();
    expect(log.list()).toEqual([]);
  });
});
