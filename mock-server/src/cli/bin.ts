/// <reference types="node" />
// The `lps-mock` executable: turns on Node's compile cache, then loads the CLI program
// (lps-mock.cjs, beside this file), so that every start after the first skips compiling the
// bundle. Kept apart from the program because the cache applies only to modules loaded after it
// is enabled, and CommonJS because Node starts a CommonJS entry a few milliseconds sooner than an
// ES module. Node 22.1 and later have module.enableCompileCache() (NODE_COMPILE_CACHE and
// NODE_DISABLE_COMPILE_CACHE are its switches); Node 20, past its end of life, compiles each start
// and still meets the start target (docs/benchmarks.md).
import { realpathSync } from "node:fs";
import nodeModule from "node:module";
import { dirname, join } from "node:path";

type WithCompileCache = { enableCompileCache?: (directory?: string) => unknown };

(nodeModule as WithCompileCache).enableCompileCache?.();
// Through the real path: with --preserve-symlinks-main, __dirname is the folder of the bin link.
require(join(dirname(realpathSync(__filename)), "lps-mock.cjs"));
