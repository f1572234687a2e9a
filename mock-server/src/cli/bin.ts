/// <reference types="node" />
// The `lps-mock` executable: loads the CLI bundle (lps-mock.cjs, beside this file) through the
// V8 code cache. Kept apart from the bundle so that the bundle is what gets cached, and CommonJS
// because Node starts a CommonJS entry a few milliseconds sooner than an ES module.
import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { findCacheDir, runWithCompileCache } from "./compile-cache";

/** Long enough for the first requests to have compiled their code into what the cache keeps. */
const SAVE_AFTER_MS = 1_000;

// Through the real path: with --preserve-symlinks-main, __dirname is the folder of the bin link.
const here = dirname(realpathSync(__filename));
const run = runWithCompileCache(join(here, "lps-mock.cjs"), findCacheDir(here));
setTimeout(() => run.save(), SAVE_AFTER_MS).unref();
