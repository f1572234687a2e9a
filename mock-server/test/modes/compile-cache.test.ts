import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DISABLE_ENV, findCacheDir } from "../../src/cli/compile-cache";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const helper = fileURLToPath(new URL("./support/compile-cache-run.ts", import.meta.url));

interface Start {
  used: boolean;
  saved: boolean;
  cacheFile: string | null;
  ran: string[];
}

/** Starts the bundle through the cache in a new process; `env` adds to this process's. */
function start(file: string, cacheDir: string | undefined, env: Record<string, string> = {}): Start {
  const out = execFileSync(process.execPath, ["--import", "tsx", helper, file, cacheDir ?? "-"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, [DISABLE_ENV]: "", ...env },
  });
  return JSON.parse(out) as Start;
}

/** A CommonJS bundle that records that it ran, with what Node gives a module. */
function bundle(dir: string, marker: string): string {
  const file = join(dir, "bundle.cjs");
  writeFileSync(
    file,
    `"use strict";
const { basename } = require("node:path");
module.exports = { marker: ${JSON.stringify(marker)} };
(globalThis.__compileCacheRuns ??= []).push(${JSON.stringify(marker)} + ":" + basename(__filename) + ":" + (__dirname === ${JSON.stringify(dir)}));
function work(n) { let total = 0; for (let i = 0; i < n; i++) total += i % 7; return total; }
work(1000);
`,
  );
  return file;
}

describe("the CLI's compile cache", { timeout: 30_000 }, () => {
  const made = mkdtempSync(join(tmpdir(), "lps-cc-"));

  it("writes the cache on the first run and starts from it on the next, running the bundle both times", () => {
    const dir = mkdtempSync(join(made, "a-"));
    const file = bundle(dir, "one");
    const cache = join(dir, "cache");
    const first = start(file, cache);
    expect(first).toMatchObject({ used: false, saved: true, ran: ["one:bundle.cjs:true"] });
    const second = start(file, cache);
    expect(second).toMatchObject({ used: true, saved: false, ran: ["one:bundle.cjs:true"] });
  });

  it("never uses a cache made for other source, and replaces the stale one", () => {
    const dir = mkdtempSync(join(made, "b-"));
    const cache = join(dir, "cache");
    const old = start(bundle(dir, "old"), cache);
    expect(old.saved).toBe(true);
    // Same length, other code: V8 alone would accept the old cache for it.
    const rebuilt = start(bundle(dir, "new"), cache);
    expect(rebuilt).toMatchObject({ used: false, saved: true, ran: ["new:bundle.cjs:true"] });
    expect(rebuilt.cacheFile).not.toBe(old.cacheFile);
    expect(readdirSync(cache)).toEqual([rebuilt.cacheFile!.split("/").pop()]);
  });

  it("rejects a damaged cache file, compiles from source and writes a good one", () => {
    const dir = mkdtempSync(join(made, "c-"));
    const file = bundle(dir, "damaged");
    const cache = join(dir, "cache");
    const first = start(file, cache);
    writeFileSync(first.cacheFile!, Buffer.from("not a V8 code cache"));
    expect(start(file, cache)).toMatchObject({ used: false, saved: true, ran: ["damaged:bundle.cjs:true"] });
    // A real cache with its middle overwritten: V8 would take it (it checks no contents) and crash.
    const whole = readFileSync(first.cacheFile!);
    whole.fill(0xa5, whole.length >> 2, (whole.length >> 2) + 512);
    writeFileSync(first.cacheFile!, whole);
    expect(start(file, cache)).toMatchObject({ used: false, saved: true, ran: ["damaged:bundle.cjs:true"] });
    expect(start(file, cache).used).toBe(true);
  });

  it("compiles from source without a cache folder, with NODE_DISABLE_COMPILE_CACHE, or where it cannot write", () => {
    const dir = mkdtempSync(join(made, "d-"));
    const file = bundle(dir, "plain");
    expect(start(file, undefined)).toMatchObject({ used: false, saved: false, cacheFile: null, ran: ["plain:bundle.cjs:true"] });
    const disabled = start(file, join(dir, "cache"), { [DISABLE_ENV]: "1" });
    expect(disabled).toMatchObject({ used: false, saved: false, cacheFile: null, ran: ["plain:bundle.cjs:true"] });
    // A file where the folder should be: the write fails, quietly, and the bundle still ran.
    writeFileSync(join(dir, "blocked"), "");
    expect(start(file, join(dir, "blocked", "cache"))).toMatchObject({ used: false, saved: false, ran: ["plain:bundle.cjs:true"] });
  });

  it("keeps the cache in the nearest node_modules/.cache, that of the installing project", () => {
    const project = mkdtempSync(join(made, "e-"));
    mkdirSync(join(project, "node_modules", "@lps", "mock-server", "dist", "cli"), { recursive: true });
    expect(findCacheDir(join(project, "node_modules", "@lps", "mock-server", "dist", "cli"))).toBe(
      join(project, "node_modules", ".cache", "lps-mock"),
    );
  });

  it("keeps no cache where other users could write: a world-writable or foreign node_modules", () => {
    const shared = mkdtempSync(join(made, "f-"));
    mkdirSync(join(shared, "node_modules"));
    chmodSync(join(shared, "node_modules"), 0o777);
    mkdirSync(join(shared, "app", "dist"), { recursive: true });
    expect(findCacheDir(join(shared, "app", "dist"))).toBeUndefined();
    chmodSync(join(shared, "node_modules"), 0o755);
    expect(findCacheDir(join(shared, "app", "dist"))).toBe(join(shared, "node_modules", ".cache", "lps-mock"));
    // Only root can give a folder away; as anyone else, the mode check above stands for both.
    if (process.getuid?.() === 0) {
      chownSync(join(shared, "node_modules"), 65534, 65534);
      expect(findCacheDir(join(shared, "app", "dist"))).toBeUndefined();
    }
  });
});
