/// <reference types="node" />
// The `lps-mock` executable: loads the CLI bundle (lps-mock.cjs, beside this file) through the
// V8 code cache. Kept apart from the bundle so that the bundle is what gets cached, and CommonJS
// because Node starts a CommonJS entry a few milliseconds sooner than an ES module.
import { join } from "node:path";
import { findCacheDir, runWithCompileCache } from "./compile-cache";

/** Long enough for the first requests to have compiled their code into what the cache keeps. */
const SAVE_AFTER_MS = 1_000;

const run = runWithCompileCache(join(__dirname, "lps-mock.cjs"), findCacheDir(__dirname));
setTimeout(() => run.save(), SAVE_AFTER_MS).unref();
