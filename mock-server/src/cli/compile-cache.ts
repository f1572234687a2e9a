/// <reference types="node" />
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { cachedDataVersionTag } from "node:v8";
import { Script } from "node:vm";

// Node 20 only (bin.ts uses Node's own module.enableCompileCache() from Node 22.1): V8 compiling
// `lps-mock`'s bundle is a fifth of each start, which takes a Node 20 start past its 150 ms target.
// As Node's own cache does, the bundle is compiled with V8's code cache: the first start writes
// it, every later start skips the compile. V8 checks only a cache's version, flags and source length, and not its
// contents (a damaged one can crash the process), so the file name carries a hash of the source
// and the file a hash of its own contents, checked before V8 sees them.

/** Node's own switch for its compile cache; set, the bundle is compiled from source every time. */
export const DISABLE_ENV = "NODE_DISABLE_COMPILE_CACHE";

const DIGEST_BYTES = 32;

export interface CacheRun {
  /** The cache file for this source, V8 version and flags, and architecture (none without a cache folder). */
  cacheFile: string | undefined;
  /** A cache was found whole and V8 took it. */
  used: boolean;
  /** Writes the cache unless a usable one was found; returns whether a file was written. */
  save(): boolean;
}

/** A folder other users could write to is no place for code this process will run. */
function ownedAndPrivate(dir: string): boolean {
  if (typeof process.getuid !== "function") return true;
  const { uid, mode } = statSync(dir);
  return uid === process.getuid() && (mode & 0o002) === 0;
}

/**
 * `node_modules/.cache/lps-mock` of the nearest project above `from`, where build tools keep
 * caches; none when that node_modules belongs to another user or anyone may write to it.
 */
export function findCacheDir(from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const modules = join(dir, "node_modules");
    if (existsSync(modules)) return ownedAndPrivate(modules) ? join(modules, ".cache", "lps-mock") : undefined;
    if (dirname(dir) === dir) return undefined;
  }
}

const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** Node's CommonJS wrapper, around the bundle's text. */
const WRAPPER = ["(function (exports, require, module, __filename, __dirname) {", "\n})"] as const;

/** The cached bytes of a file written by `save`, or undefined when it is missing or damaged. */
function readWhole(file: string): Buffer | undefined {
  let stored: Buffer;
  try {
    stored = readFileSync(file);
  } catch {
    return undefined;
  }
  const data = stored.subarray(DIGEST_BYTES);
  return stored.length > DIGEST_BYTES && sha256(data).equals(stored.subarray(0, DIGEST_BYTES)) ? data : undefined;
}

/** Runs the CommonJS bundle at `file` as Node would load it, through the code cache in `cacheDir`. */
export function runWithCompileCache(file: string, cacheDir: string | undefined): CacheRun {
  const source = readFileSync(file);
  const wrapped = `${WRAPPER[0]}${source.toString("utf8")}${WRAPPER[1]}`;
  // One file per V8 cache tag (V8's version and flags: it refuses a cache made under other flags)
  // and architecture; a new build of the bundle replaces the file of its own runtime. The bytes
  // are hashed, not the wrapped text: hashing a string encodes it to UTF-8 first, which took a
  // quarter of the launcher's time.
  const runtime = `${cachedDataVersionTag()}-${process.arch}-`;
  const cacheFile = cacheDir && !process.env[DISABLE_ENV] ? join(cacheDir, `${runtime}${sha256(...WRAPPER, source).toString("hex").slice(0, 32)}.bin`) : undefined;
  const cachedData = cacheFile ? readWhole(cacheFile) : undefined;
  const script = new Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return {
    cacheFile,
    used,
    save() {
      if (!cacheFile || used) return false;
      // Written aside and renamed, so a parallel start never reads half a file.
      const partial = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
      try {
        mkdirSync(cacheDir!, { recursive: true });
        const data = script.createCachedData();
        writeFileSync(partial, Buffer.concat([sha256(data), data]));
        renameSync(partial, cacheFile);
        for (const name of readdirSync(cacheDir!)) {
          if (name.startsWith(runtime) && name.endsWith(".bin") && join(cacheDir!, name) !== cacheFile) rmSync(join(cacheDir!, name), { force: true });
        }
        return true;
      } catch {
        // A read-only install has no cache; the CLI runs the same, compiling each time.
        try {
          rmSync(partial, { force: true });
        } catch {
          // Nothing was written there.
        }
        return false;
      }
    },
  };
}
