/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { request, type RequestOptions } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A fresh TLS folder per call; `cleanup` removes every one made. */
const made: string[] = [];
export function tempTlsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "lps-tls-"));
  made.push(dir);
  return dir;
}
export function cleanupTlsDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request through node:https; rejects with Node's error (its code names a TLS failure). */
export function httpsGet(url: string, options: RequestOptions = {}): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, ...options }, (incoming) => {
      let body = "";
      incoming.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}
