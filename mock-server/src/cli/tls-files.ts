/// <reference types="node" />
import { readFileSync } from "node:fs";
import type { TlsServeOptions } from "../node/start-mock-server";

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
