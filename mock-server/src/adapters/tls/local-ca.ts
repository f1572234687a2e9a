/// <reference types="node" />
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash, X509Certificate } from "node:crypto";
import type { PemPair } from "./certificate-issuer";
import { joinPem, splitPem } from "./pem-bundle";
import { assertPrivate, ensurePrivateDir, inTlsDir, tlsPaths, writeFileAtomic } from "./tls-dir";

/** Ten years: a development CA is trusted once and should not expire under its users. */
const CA_DAYS = 3_650;

export interface LocalCa extends PemPair {
  /** The CA certificate's file, what NODE_EXTRA_CA_CERTS, curl --cacert and browsers are given. */
  caCertPath: string;
  /** Whether this call made the CA (the first use of the folder). */
  created: boolean;
}

/**
 * The CA of `dir`, made on first use; its key file is readable by the user alone. A folder that
 * cannot be made or written throws a TlsDirError; one, or a key file, that group or others can
 * read or write throws a TlsModeError.
 */
export function loadOrCreateCa(dir: string): Promise<LocalCa> {
  return inTlsDir(dir, () => loadOrCreate(dir));
}

async function loadOrCreate(dir: string): Promise<LocalCa> {
  const paths = tlsPaths(dir);
  let created = false;
  // First, so a path that is no folder is named as such rather than as an unreadable key file.
  ensurePrivateDir(dir);
  let text = readIfPresent(paths.caKey);
  if (text === undefined) {
    const { createCa, validFor } = await import("./certificate-issuer");
    const fresh = joinPem(await createCa(validFor(CA_DAYS)));
    created = claim(paths.caKey, fresh);
    text = created ? fresh : readFileSync(paths.caKey, "utf8");
  } else {
    assertPrivate(paths.caKey, "key", dir);
  }
  const pair = splitPem(text, paths.caKey);
  const expires = Date.parse(new X509Certificate(pair.certPem).validTo);
  if (expires <= Date.now()) throw new Error(`the local CA in ${dir} has expired; delete ${paths.caKey} and trust the new one`);
  // The public copy is written from the key file each time it differs, so it always matches it.
  if (readIfPresent(paths.caCert) !== pair.certPem) writeFileAtomic(paths.caCert, pair.certPem, 0o644);
  return { ...pair, caCertPath: paths.caCert, created };
}

/**
 * Puts `text` at `file` unless another process got there first (a hard link fails when the name
 * exists), so two servers started together agree on one CA. Returns whether ours won.
 */
function claim(file: string, text: string): boolean {
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(partial, text, { mode: 0o600 });
  try {
    linkSync(partial, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  } finally {
    rmSync(partial, { force: true });
  }
}

export function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The base64 SHA-256 of a certificate's public key (SPKI), as Chromium's
 * --ignore-certificate-errors-spki-list takes it: trust for one browser run, no certificate store.
 */
export function spkiSha256(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}
