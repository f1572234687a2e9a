// One start of a bundle through the compile cache, in a fresh process (V8 keeps compiled scripts
// per process, so only a new one shows whether the cache file itself was taken).
import { runWithCompileCache } from "../../../src/cli/compile-cache";

const [file, cacheDir] = process.argv.slice(2);
const run = runWithCompileCache(file!, cacheDir === "-" ? undefined : cacheDir);
const ran = (globalThis as { __compileCacheRuns?: string[] }).__compileCacheRuns ?? [];
console.log(JSON.stringify({ used: run.used, saved: run.save(), cacheFile: run.cacheFile ?? null, ran }));
