import { statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliPath, isStale, root } from "../../scripts/build-if-stale.mjs";

// npm test builds before it runs the tests, so the build is current here.
describe("npm start's staleness check", () => {
  it("does not take the committed bin script, as old as the checkout, for a stale build", () => {
    expect(isStale()).toBe(false);
    const bin = join(root, cliPath());
    const { atime, mtime } = statSync(bin);
    try {
      // A fresh clone: the bin script is older than every source it never changes with.
      utimesSync(bin, new Date("2000-01-01T00:00:00Z"), new Date("2000-01-01T00:00:00Z"));
      expect(isStale()).toBe(false);
    } finally {
      utimesSync(bin, atime, mtime);
    }
  });
});
