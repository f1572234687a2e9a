/// <reference types="node" />
import { LOOPBACK_NAMES as HOST_CHECK_LOOPBACK } from "../../api/host-check";
import { X509Certificate } from "node:crypto";
import { isIP } from "node:net";
import type { PemPair } from "./certificate-issuer";
import { loadOrCreateCa, readIfPresent, type LocalCa } from "./local-ca";
import { joinPem, splitPem } from "./pem-bundle";
import { assertPrivate, inTlsDir, tlsPaths, writeFileAtomic } from "./tls-dir";

/** Leaves live 397 days, the most browsers accept, and are renewed with 30 days left. */
export const LEAF_DAYS = 397;
const RENEW_BEFORE_MS = 30 * 86_400_000;

/**
 * Every server leaf names these, so any loopback spelling of the URL verifies: the host check's
 * names (http/host-check.ts), with IPv6 as a certificate writes it, unbracketed.
 */
const LOOPBACK_NAMES = HOST_CHECK_LOOPBACK.map((name) => name.replace(/^\[(.*)\]$/, "$1"));

/** The names a server bound to `host` is reached by: loopback, plus the host itself unless it is a wildcard. */
export function serverHosts(host: string | undefined): string[] {
  const bare = host?.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  const extra = bare && bare !== "0.0.0.0" && bare !== "::" && !LOOPBACK_NAMES.includes(bare) ? [bare] : [];
  return [...LOOPBACK_NAMES, ...extra];
}

/** Whether `cert` is signed by `ca`, names every one of `hosts`, and has more than the renewal margin left. */
export function leafCovers(certPem: string, ca: PemPair, hosts: readonly string[], now = Date.now()): boolean {
  try {
    const cert = new X509Certificate(certPem);
    const issuer = new X509Certificate(ca.certPem);
    if (!cert.checkIssued(issuer) || !cert.verify(issuer.publicKey)) return false;
    if (Date.parse(cert.validTo) - now < RENEW_BEFORE_MS) return false;
    return hosts.every((host) => (isIP(host) ? cert.checkIP(host) : cert.checkHost(host, { wildcards: false })) !== undefined);
  } catch {
    return false;
  }
}

export interface ServerCertificate extends PemPair {
  ca: LocalCa;
}

/**
 * The server's leaf from the local CA in `dir`: the one on disk when it still fits, so a start
 * with the CA in place signs nothing; else a new one, kept for the next start.
 */
export function localServerCertificate(dir: string, host: string | undefined): Promise<ServerCertificate> {
  return inTlsDir(dir, () => loadOrIssue(dir, host));
}

async function loadOrIssue(dir: string, host: string | undefined): Promise<ServerCertificate> {
  const ca = await loadOrCreateCa(dir);
  const hosts = serverHosts(host);
  const file = tlsPaths(dir).serverBundle;
  const stored = readIfPresent(file);
  if (stored !== undefined) {
    assertPrivate(file, "key", dir);
    const leaf = splitPem(stored, file);
    if (leafCovers(leaf.certPem, ca, hosts)) return { ...leaf, ca };
  }
  const { issueLeaf, validFor } = await import("./certificate-issuer");
  const text = joinPem(await issueLeaf(ca, hosts, validFor(LEAF_DAYS)));
  writeFileAtomic(file, text, 0o600);
  return { ...splitPem(text, file), ca };
}
