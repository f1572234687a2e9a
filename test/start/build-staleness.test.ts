import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
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

describe("npm start's build message", () => {
  it("says there is no build yet on a fresh clone, not that sources changed since the last one", () => {
    // The script alone in an empty tree: nothing is built, and its build (no package.json) fails.
    const tree = mkdtempSync(join(tmpdir(), "lps-fresh-"));
    try {
      mkdirSync(join(tree, "scripts"));
      copyFileSync(join(root, "scripts/build-if-stale.mjs"), join(tree, "scripts/build-if-stale.mjs"));
      const run = spawnSync(process.execPath, [join(tree, "scripts/build-if-stale.mjs")], { cwd: tree, encoding: "utf8", timeout: 60_000 });
      const first = run.stderr.split("\n")[0];
      expect(first).toMatch(/^lps: no build yet; building/);
      expect(run.stderr).not.toContain("changed since the last build");
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
