import { afterEach, describe, expect, it, vi } from "vitest";
import { createWriteBatch } from "../../src/node/write-batch";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(() => void vi.useRealTimers());

describe("createWriteBatch", () => {
  it("writes nothing in the turn the answers are queued, then all of them in one check phase, in order", async () => {
    const log: string[] = [];
    const queueWrite = createWriteBatch();
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

  it("writes an answer queued during a flush in the next turn, and loses none", async () => {
    const log: string[] = [];
    const queueWrite = createWriteBatch();
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

  it("still writes while a test fakes the global timers", async () => {
    const queueWrite = createWriteBatch();
    vi.useFakeTimers();
    const written = new Promise<string>((resolve) => queueWrite(() => resolve("written")));
    // A flush scheduled on the faked global would never run once the real timers are back.
    vi.useRealTimers();
    const late = new Promise<string>((resolve) => setTimeout(() => resolve("the flush never ran"), 1_000));

    await expect(Promise.race([written, late])).resolves.toBe("written");
  });
});
