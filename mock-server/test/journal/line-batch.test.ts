import { describe, expect, it } from "vitest";
import { lineBatch } from "../../src/cli/line-batch";

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe("the request log's line batch", () => {
  it("writes the lines of one tick in one write, on the next turn of the loop", async () => {
    const written: string[] = [];
    const batch = lineBatch({ write: (text) => written.push(text) });
    try {
      batch.push("a");
      batch.push("b");
      expect(written).toEqual([]);
      await nextTick();
      expect(written).toEqual(["a\nb\n"]);
      batch.push("c");
      await nextTick();
      expect(written).toEqual(["a\nb\n", "c\n"]);
    } finally {
      batch.close();
    }
  });

  it("writes what is pending when closed, and on process exit until then", () => {
    const written: string[] = [];
    const before = process.listenerCount("exit");
    const batch = lineBatch({ write: (text) => written.push(text) });
    expect(process.listenerCount("exit")).toBe(before + 1);
    batch.push("last");
    batch.close();
    expect(written).toEqual(["last\n"]);
    expect(process.listenerCount("exit")).toBe(before);
  });

  it("flushes from its exit listener, as process.exit and an uncaught exception run it", () => {
    const written: string[] = [];
    const before = process.listeners("exit");
    const batch = lineBatch({ write: (text) => written.push(text) });
    const flushOnExit = process.listeners("exit").find((listener) => !before.includes(listener));
    batch.push("crash");
    (flushOnExit as () => void)();
    expect(written).toEqual(["crash\n"]);
    batch.close();
    expect(written).toEqual(["crash\n"]);
  });
});
