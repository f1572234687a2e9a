/// <reference types="node" />
import { chmodSync, mkdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { looseModeProblem } from "./private-mode";

/** A TLS folder that cannot be made or used; `reason` says why, so the CLI can name its flag. */
export class TlsDirError extends Error {
  override name = "TlsDirError";
  constructor(
    readonly dir: string,
    readonly reason: string,
  ) {
    super(`TLS folder ${dir}: ${reason}`);
  }
}

/** A TLS folder or key file that group or others can read or write: the user's chmod fixes it. */
export class TlsModeError extends TlsDirError {
  override name = "TlsModeError";
}

/** Throws a TlsModeError unless `path` (an existing folder or key file of `tlsDir`) is private. */
export function assertPrivate(path: string, kind: "folder" | "key", tlsDir: string): void {
  const problem = looseModeProblem(path, kind);
  if (problem !== undefined) throw new TlsModeError(tlsDir, problem);
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Runs `work`; a file-system failure in it (a system error, with its syscall) becomes a TlsDirError naming `dir`. */
export async function inTlsDir<T>(dir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { syscall, path } = error as NodeJS.ErrnoException;
    if (error instanceof TlsDirError || syscall === undefined) throw error;
    throw new TlsDirError(dir, `cannot ${syscall} ${path ?? "a file in it"} (${codeOf(error)})`);
  }
}

/** Where the local CA and the certificates it signed live, unless `--tls-dir` says otherwise. */
export function defaultTlsDir(env: NodeJS.ProcessEnv = process.env): string {
  const cache = env.XDG_CACHE_HOME?.trim() ? env.XDG_CACHE_HOME : join(homedir(), ".cache");
  return join(cache, "lps-mock");
}

/** The files of one TLS folder; see docs/https.md. */
export function tlsPaths(dir: string) {
  return {
    dir,
    /** The CA's private key and certificate in one file (so both are always from the same CA), mode 0600. */
    caKey: join(dir, "ca-key.pem"),
    /** The CA certificate alone: what clients are told to trust. */
    caCert: join(dir, "ca.pem"),
    /** The server's own leaf, key and certificate in one file, re-issued when the host set changes. */
    serverBundle: join(dir, "server.pem"),
    /** Leaves issued by `lps-mock tls cert`. */
    certs: join(dir, "certs"),
  };
}

/**
 * The folder, made readable by its owner alone (it holds private keys) with any missing parents;
 * an existing one that group or others can read or write is refused (TlsModeError).
 * Not mkdirSync's `recursive`: Node retries it for as long as mkdir answers ENOENT, and procfs
 * answers that under /proc forever, so `--tls-dir /proc/x` spun instead of failing. One mkdir per
 * missing folder, each failure final; EEXIST is a parallel start that made it first.
 */
export function ensurePrivateDir(folder: string, tlsDir = folder): void {
  const missing: string[] = [];
  for (let at = resolve(folder); ; at = dirname(at)) {
    try {
      if (statSync(at).isDirectory()) break;
      throw new TlsDirError(tlsDir, at === resolve(tlsDir) ? "is a file, not a folder" : `${at} is a file, not a folder`);
    } catch (error) {
      if (error instanceof TlsDirError) throw error;
      if (codeOf(error) !== "ENOENT") throw new TlsDirError(tlsDir, `cannot use ${at} (${codeOf(error)})`);
      missing.unshift(at);
      if (dirname(at) === at) break;
    }
  }
  for (const path of missing) {
    try {
      mkdirSync(path, { mode: 0o700 });
    } catch (error) {
      if (codeOf(error) !== "EEXIST") throw new TlsDirError(tlsDir, `cannot create the folder ${path} (${codeOf(error)})`);
    }
  }
  // mkdir's mode applies to a new folder only; an existing one (copied, restored, made by hand
  // or by a checkout) is judged before any key goes in or comes out of it.
  assertPrivate(resolve(folder), "folder", tlsDir);
}

/**
 * Writes beside and renames, so a server starting in parallel reads the old file or the new
 * one, never half of one; a private file is private before it holds anything.
 */
export function writeFileAtomic(file: string, text: string, mode: number): void {
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(partial, text, { mode });
  chmodSync(partial, mode);
  renameSync(partial, file);
}
