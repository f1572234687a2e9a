/// <reference types="node" />
import { readFileSync } from "node:fs";
import type { TlsServeOptions } from "../adapters/node/start-mock-server";
import { TlsDirError, TlsModeError } from "../adapters/tls/tls-dir";
import { UsageError } from "./command";

/** The TLS flags of `lps-mock serve`, as parsed: file names, not yet their contents. */
export interface TlsFlags {
  /** HTTPS from the local CA (`--tls`), or with the user's files (`--cert`, `--key`). */
  tls?: true | { certFile: string; keyFile: string };
  tlsDir?: string;
  httpRedirectPort?: number;
  webhookCaFile?: string;
}

/** The TLS part of the server options, with the files the flags name read in. */
export function readTlsFiles(options: TlsFlags): TlsServeOptions {
  const { tls, tlsDir, httpRedirectPort, webhookCaFile } = options;
  return {
    ...(tls === true ? { tls } : tls ? { tls: { cert: readFlagFile("cert", tls.certFile), key: readFlagFile("key", tls.keyFile) } } : {}),
    ...(tlsDir !== undefined ? { tlsDir } : {}),
    ...(httpRedirectPort !== undefined ? { httpRedirectPort } : {}),
    ...(webhookCaFile !== undefined ? { webhookCa: readFlagFile("webhook-ca", webhookCaFile) } : {}),
  };
}

function readFlagFile(flag: string, file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
    throw new Error(`--${flag} ${file}: cannot read the file (${code})`);
  }
}

/**
 * A TLS folder that cannot be used, said in the terms of the command line: a folder the user
 * named is a bad `--tls-dir` (exit 2); the default one names the flag that picks another, or,
 * when only its modes are wrong, the chmod (exit 2 as well).
 * Anything else passes through unchanged.
 */
export function explainTlsDir(error: unknown, given: string | undefined, command: string): unknown {
  if (!(error instanceof TlsDirError)) return error;
  if (given !== undefined) return new UsageError(`--tls-dir ${error.dir}: ${error.reason}`, command);
  // Loose modes are the user's to fix with the chmod named, not a reason to pick another folder.
  if (error instanceof TlsModeError) return new UsageError(`the TLS folder ${error.dir}: ${error.reason}`, command);
  return new Error(`the TLS folder ${error.dir}: ${error.reason} (pick another with --tls-dir DIR)`);
}
