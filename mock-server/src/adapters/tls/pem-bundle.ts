import type { PemPair } from "./certificate-issuer";

const BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----\r?\n?/g;

/** A key and its certificate in one text: written in one rename, they cannot come from two runs. */
export function joinPem({ keyPem, certPem }: PemPair): string {
  return `${keyPem.trim()}\n${certPem.trim()}\n`;
}

/** The key and certificate blocks of a file written by `joinPem` (or any key-then-cert PEM file). */
export function splitPem(text: string, file: string): PemPair {
  const keys: string[] = [];
  const certs: string[] = [];
  for (const match of text.matchAll(BLOCK)) {
    if (match[1] === "CERTIFICATE") certs.push(match[0].trim());
    else if (match[1]!.endsWith("PRIVATE KEY")) keys.push(match[0].trim());
  }
  if (keys.length !== 1 || certs.length === 0) {
    throw new Error(`${file} should hold one private key and its certificate in PEM; delete it to have it made again`);
  }
  return { keyPem: `${keys[0]}\n`, certPem: `${certs.join("\n")}\n` };
}
