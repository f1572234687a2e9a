// Certificates are made with @peculiar/x509 on Web Crypto (ECDSA P-256: a key in a millisecond,
// and accepted by every current TLS client). tsyringe, which it uses inside, needs the
// reflect-metadata polyfill loaded first. Both are loaded when a certificate is first issued, so
// a server that finds its files in place never loads either (the CLI bundle leaves them out).
import { isIP } from "node:net";

type X509 = typeof import("@peculiar/x509");
let loaded: Promise<X509> | undefined;

function library(): Promise<X509> {
  return (loaded ??= (async () => {
    await import("reflect-metadata");
    const x509 = await import("@peculiar/x509");
    x509.cryptoProvider.set(globalThis.crypto);
    return x509;
  })());
}

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;
const DAY_MS = 86_400_000;

export interface PemPair {
  certPem: string;
  keyPem: string;
}

export interface Validity {
  notBefore: Date;
  notAfter: Date;
}

/** A random positive serial number, 16 bytes as RFC 5280 allows at most 20. */
function serialNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[0] = bytes[0]! & 0x7f;
  return Buffer.from(bytes).toString("hex");
}

async function keyPem(x509: X509, keys: CryptoKeyPair): Promise<string> {
  const pkcs8 = await crypto.subtle.exportKey("pkcs8", keys.privateKey);
  return x509.PemConverter.encode(pkcs8, "PRIVATE KEY");
}

/** Validity from a minute ago (clocks differ a little) for `days` days. */
export function validFor(days: number, now = Date.now()): Validity {
  return { notBefore: new Date(now - 60_000), notAfter: new Date(now + days * DAY_MS) };
}

/** A new self-signed CA that may sign leaves only (path length 0). */
export async function createCa(validity: Validity): Promise<PemPair> {
  const x509 = await library();
  const keys = await crypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: `CN=lps-mock local CA (${new Date().toISOString().slice(0, 10)}), O=lps-mock development only`,
    ...validity,
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certPem: cert.toString("pem"), keyPem: await keyPem(x509, keys) };
}

/** A server leaf for `hosts` (names and IP addresses), signed by `ca`. */
export async function issueLeaf(ca: PemPair, hosts: readonly string[], validity: Validity): Promise<PemPair> {
  if (hosts.length === 0) throw new Error("a certificate needs at least one host name or IP address");
  const x509 = await library();
  const caCert = new x509.X509Certificate(ca.certPem);
  const caKey = await crypto.subtle.importKey("pkcs8", x509.PemConverter.decodeFirst(ca.keyPem), ALGORITHM, false, ["sign"]);
  const keys = await crypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const names = hosts.map((host) => ({ type: isIP(host) ? ("ip" as const) : ("dns" as const), value: host }));
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: `CN=${hosts[0]!.replace(/[,+="\\<>;#]/g, "")}`,
    issuer: caCert.subject,
    ...validity,
    publicKey: keys.publicKey,
    signingKey: caKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(names),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caCert),
    ],
  });
  return { certPem: cert.toString("pem"), keyPem: await keyPem(x509, keys) };
}
