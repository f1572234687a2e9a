import { describe, expect, it } from "vitest";
import { conflictPath } from "../../src/cli/state-conflict";

describe("conflictPath", () => {
  it("never names the same copy twice, even for servers with one pid (each is pid 1 in its container)", () => {
    const names = new Set(Array.from({ length: 50 }, () => conflictPath("/tmp/state.json")));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(new RegExp(`^/tmp/state\\.json\\.conflict-${process.pid}-[0-9a-f]{8}$`));
  });
});
