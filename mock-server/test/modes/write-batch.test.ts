import { syncBuiltinESMExports, createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWriteBatch } from "../../src/adapters/node/write-batch";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const noErrors = (error: unknown) => {
  throw new Error(`unexpected write error: ${String(error)}`);
};

afterEach(() => void vi.useRealTimers());

describe("createWriteBatch", () => {
  it("writes nothing in the turn the writes are queued, then all of them in its check phase, in order", async () => {
    const log: string[] = [];
    const queueWrite = createWriteBatch(noErrors);
    // Scheduled first, so it runs first in the check phase: a write before it was not deferred.
    setImmediate(() => log.push("check phase"));

    queueWrite(() => log.push("write 1"));
    queueWrite(() => log.push("write 2"));
    await Promise.resolve();
    queueWrite(() => log.push("write 3"));
    expect(log).toEqual([]);

    await nextTurn();
    expect(log).toEqual(["check phase", "write 1", "write 2", "write 3"]);
  });

  it("runs a turn's writes in one flush, not one immediate each", async () => {
    const log: string[] = [];
    const queueWrite = createWriteBatch(noErrors);
    queueWrite(() => log.push("write 1"));
    // Scheduled between the two writes: one immediate per write would run it between them.
    setImmediate(() => log.push("between"));
    queueWrite(() => log.push("write 2"));

    await nextTurn();
    expect(log).toEqual(["write 1", "write 2", "between"]);
  });

  it("runs a write queued during a flush in the next turn, and loses none", async () => {
    const log: string[] = [];
    const queueWrite = createWriteBatch(noErrors);
    queueWrite(() => {
      log.push("first");
      queueWrite(() => log.push("queued by the first"));
    });

    await nextTurn();
    expect(log).toEqual(["first"]);
    await nextTurn();
    expect(log).toEqual(["first", "queued by the first"]);

    queueWrite(() => log.push("later"));
    await nextTurn();
    expect(log).toEqual(["first", "queued by the first", "later"]);
  });

  it("reports a write that throws and still runs the rest of its batch", async () => {
    const log: string[] = [];
    const errors: unknown[] = [];
    const queueWrite = createWriteBatch((error) => errors.push(error));
    const broken = new Error("socket refused the header");
    queueWrite(() => log.push("before"));
    queueWrite(() => {
      throw broken;
    });
    queueWrite(() => log.push("after"));

    await nextTurn();
    expect(log).toEqual(["before", "after"]);
    expect(errors).toEqual([broken]);
  });

  it("still writes while a test fakes the global timers", async () => {
    const queueWrite = createWriteBatch(noErrors);
    vi.useFakeTimers();
    const written = new Promise<string>((resolve) => queueWrite(() => resolve("written")));
    // A flush scheduled on the faked global would never run once the real timers are back.
    vi.useRealTimers();
    const late = new Promise<string>((resolve) => setTimeout(() => resolve("the flush never ran"), 1_000));

    await expect(Promise.race([written, late])).resolves.toBe("written");
  });

  it("still writes when the timers module's setImmediate is replaced after it loaded (as sinon does)", async () => {
    const queueWrite = createWriteBatch(noErrors);
    const timers = createRequire(import.meta.url)("node:timers") as typeof import("node:timers");
    const real = timers.setImmediate;
    // What a CommonJS build reads at each call, and (synced) what an ES module's import sees.
    timers.setImmediate = (() => undefined) as unknown as typeof real;
    syncBuiltinESMExports();
    let written: Promise<string>;
    try {
      written = new Promise<string>((resolve) => queueWrite(() => resolve("written")));
    } finally {
      timers.setImmediate = real;
      syncBuiltinESMExports();
    }
    const late = new Promise<string>((resolve) => setTimeout(() => resolve("the flush never ran"), 1_000));

    await expect(Promise.race([written, late])).resolves.toBe("written");
  });
});
