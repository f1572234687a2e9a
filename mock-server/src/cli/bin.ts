/// <reference types="node" />
// The `lps-mock` executable: loads the CLI program (lps-mock.cjs, beside this file) through a
// compile cache, so that every start after the first skips compiling the bundle. Kept apart from
// the program because a cache applies only to code loaded after it is set up, and CommonJS because
// Node starts a CommonJS entry a few milliseconds sooner than an ES module.
//
// Node 22.1 and later: Node's own module.enableCompileCache() (NODE_COMPILE_CACHE and
// NODE_DISABLE_COMPILE_CACHE are its switches). Node 20 has none, and compiling the bundle there
// takes a start past its 150 ms target, so compile-cache.ts does the same with V8's code cache on
// Node 20 only; docs/benchmarks.md has the figures. It goes when Node 20 support does.
import { realpathSync } from "node:fs";
import nodeModule from "node:module";
import { dirname, join } from "node:path";
import { findCacheDir, runWithCompileCache } from "./compile-cache";

/** Long enough for the first requests to have compiled their code into what the cache keeps. */
const SAVE_AFTER_MS = 1_000;

type WithCompileCache = { enableCompileCache?: (directory?: string) => unknown };
const { enableCompileCache } = nodeModule as WithCompileCache;

// Through the real path: with --preserve-symlinks-main, __dirname is the folder of the bin link.
const here = dirname(realpathSync(__filename));
const program = join(here, "lps-mock.cjs");
if (enableCompileCache) {
  enableCompileCache();
  require(program);
} else {
  const run = runWithCompileCache(program, findCacheDir(here));
  setTimeout(() => run.save(), SAVE_AFTER_MS).unref();
}
