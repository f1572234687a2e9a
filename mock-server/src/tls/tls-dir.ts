/// <reference types="node" />
import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

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

/** The folder, readable by its owner alone: it holds private keys. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
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
