/// <reference types="node" />
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Script } from "node:vm";

// `lps-mock` starts many times a day (CI jobs, test setups, dev loops), and V8 compiling its
// bundle was a fifth of each start. Like Node 22's module.enableCompileCache() (which Node 20
// lacks), the bundle is compiled with V8's code cache: the first start writes it, every later
// start skips the compile. V8 checks only a cache's version, flags and source length, so the
// file name carries a hash of the source: a rebuilt bundle never meets a stale cache.

/** Node's own switch for its compile cache; set, the bundle is compiled from source every time. */
export const DISABLE_ENV = "NODE_DISABLE_COMPILE_CACHE";

export interface CacheRun {
  /** The cache file for this source, Node version and architecture (none without a cache folder). */
  cacheFile: string | undefined;
  /** A cache was found and V8 took it. */
  used: boolean;
  /** Writes the cache unless a usable one was found; returns whether a file was written. */
  save(): boolean;
}

/** `node_modules/.cache/lps-mock` of the nearest project above `from`, where build tools keep caches. */
export function findCacheDir(from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "node_modules"))) return join(dir, "node_modules", ".cache", "lps-mock");
    if (dirname(dir) === dir) return undefined;
  }
}

const readOrUndefined = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** Runs the CommonJS bundle at `file` as Node would load it, through the code cache in `cacheDir`. */
export function runWithCompileCache(file: string, cacheDir: string | undefined): CacheRun {
  const source = readFileSync(file, "utf8");
  // One file per Node version, architecture and set of flags (V8 refuses a cache made under other
  // flags); a new build of the bundle replaces the file of its own runtime.
  const flags = createHash("sha256").update(`${process.execArgv.join(" ")}\n${process.env.NODE_OPTIONS ?? ""}`).digest("hex").slice(0, 8);
  const runtime = `${process.version}-${process.arch}-${flags}-`;
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 32);
  const cacheFile = cacheDir && !process.env[DISABLE_ENV] ? join(cacheDir, `${runtime}${hash}.bin`) : undefined;
  const cachedData = cacheFile ? readOrUndefined(cacheFile) : undefined;
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return {
    cacheFile,
    used,
    save() {
      if (!cacheFile || used) return false;
      try {
        mkdirSync(cacheDir!, { recursive: true });
        // Written aside and renamed, so a parallel start never reads half a file.
        const partial = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cacheFile);
        for (const name of readdirSync(cacheDir!)) {
          if (name.startsWith(runtime) && name.endsWith(".bin") && join(cacheDir!, name) !== cacheFile) rmSync(join(cacheDir!, name), { force: true });
        }
        return true;
      } catch {
        // A read-only install has no cache; the CLI runs the same, compiling each time.
        return false;
      }
    },
  };
}
