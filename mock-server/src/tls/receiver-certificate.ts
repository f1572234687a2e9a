/// <reference types="node" />
import { join } from "node:path";
import { isIP } from "node:net";
import { loadOrCreateCa } from "./local-ca";
import { LEAF_DAYS } from "./server-certificate";
import { ensurePrivateDir, inTlsDir, tlsPaths, writeFileAtomic } from "./tls-dir";

export interface IssuedFiles {
  certPath: string;
  keyPath: string;
  caCertPath: string;
  hosts: string[];
}

const HOST_NAME = /^(?=.{1,253}$)(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** Why `host` cannot be put in a certificate, or undefined when it can. */
export function invalidHost(host: string): string | undefined {
  if (isIP(host) || HOST_NAME.test(host)) return undefined;
  return `"${host}" is neither a host name nor an IP address`;
}

/**
 * A leaf from the local CA for the user's own receiver (`lps-mock tls cert`), written as
 * `certs/<first host>.pem` and `certs/<first host>-key.pem`; an existing pair is replaced.
 */
export async function issueReceiverCertificate(dir: string, hosts: readonly string[], days = LEAF_DAYS): Promise<IssuedFiles> {
  const bad = hosts.map(invalidHost).find((reason) => reason !== undefined);
  if (bad) throw new Error(bad);
  if (hosts.length === 0) throw new Error("name at least one host name or IP address");
  return inTlsDir(dir, async () => {
    const ca = await loadOrCreateCa(dir);
    const { issueLeaf, validFor } = await import("./certificate-issuer");
    const leaf = await issueLeaf(ca, hosts, validFor(days));
    const folder = tlsPaths(dir).certs;
    ensurePrivateDir(folder, dir);
    const base = hosts[0]!.toLowerCase().replace(/^\*\./, "wildcard.").replace(/[^a-z0-9.-]/g, "_");
    const certPath = join(folder, `${base}.pem`);
    const keyPath = join(folder, `${base}-key.pem`);
    writeFileAtomic(keyPath, leaf.keyPem, 0o600);
    writeFileAtomic(certPath, leaf.certPem, 0o644);
    return { certPath, keyPath, caCertPath: ca.caCertPath, hosts: [...hosts] };
  });
}
