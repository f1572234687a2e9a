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

// WHATWG URL's "ends in a number": a last label of digits, or 0x and hex digits, makes the whole
// host an IPv4 address to every URL parser (127.1 is 127.0.0.1), so a DNS name so spelt would
// never be matched against a certificate's DNS names.
const NUMBER_LABEL = /^(\d+|0x[0-9a-f]*)$/i;

/** Why `host` cannot be put in a certificate, or undefined when it can. */
export function invalidHost(host: string): string | undefined {
  if (isIP(host)) return undefined;
  if (!HOST_NAME.test(host)) return `"${host}" is neither a host name nor an IP address`;
  const labels = host.replace(/\.$/, "").split(".");
  if (NUMBER_LABEL.test(labels.at(-1)!)) return numericName(host);
  // CA/Browser Forum BR §3.2.2.6 forbids a wildcard directly under a public suffix, and
  // browsers refuse one under a single label (mkcert warns of it), *.localhost and *.test too:
  // with no public suffix list here, one label is the line drawn.
  if (labels[0] === "*" && labels.length < 3) {
    return `"${host}" is a wildcard directly under one label, so it would match every name there, and browsers refuse it: add a label (*.app.${labels[1]}) or name the hosts`;
  }
  return undefined;
}

function numericName(host: string): string {
  let address: string | undefined;
  try {
    address = new URL(`http://${host}/`).hostname;
  } catch {
    address = undefined;
  }
  return address === undefined
    ? `"${host}" ends in a number, so URL parsers read it as an IPv4 address, and it is not one: pass an IP address in its normal form (such as 127.0.0.1), or a name whose last label has a letter`
    : `"${host}" ends in a number, so URL parsers read it as the IPv4 address ${address}, which no certificate name matches: pass the IP address in its normal form (${address})`;
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
