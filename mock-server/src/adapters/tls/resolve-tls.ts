/// <reference types="node" />
import { X509Certificate, createPrivateKey } from "node:crypto";
import { localServerCertificate } from "./server-certificate";
import { defaultTlsDir } from "./tls-dir";

/** `true`: a leaf from the local CA; or the user's own certificate chain and key, in PEM. */
export type TlsOption = boolean | { cert: string; key: string };

export interface TlsSetup {
  cert: string;
  key: string;
  /** The local CA's certificate file; undefined when the user brought their own certificate. */
  caCertPath: string | undefined;
  /** The local CA in PEM, trusted for webhook deliveries too. */
  caPem: string | undefined;
}

/** What the server listens with under `tls`, or undefined without TLS. */
export async function resolveTls(tls: TlsOption | undefined, host: string | undefined, tlsDir?: string): Promise<TlsSetup | undefined> {
  if (!tls) return undefined;
  if (tls === true) {
    const leaf = await localServerCertificate(tlsDir ?? defaultTlsDir(), host);
    // The chain ends with the CA itself: a client given only the CA's key hash (Chromium's
    // --ignore-certificate-errors-spki-list) then sees it in the chain it checks.
    return { cert: `${leaf.certPem}${leaf.ca.certPem}`, key: leaf.keyPem, caCertPath: leaf.ca.caCertPath, caPem: leaf.ca.certPem };
  }
  checkOwnCertificate(tls);
  return { cert: tls.cert, key: tls.key, caCertPath: undefined, caPem: undefined };
}

/** A clear word about a wrong file now, rather than Node's OpenSSL error at the first handshake. */
function checkOwnCertificate({ cert, key }: { cert: string; key: string }): void {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new Error("tls.cert is not a PEM certificate (--cert expects a file with -----BEGIN CERTIFICATE-----)");
  }
  try {
    if (!certificate.checkPrivateKey(createPrivateKey(key))) throw new Error("mismatch");
  } catch (error) {
    const mismatch = error instanceof Error && error.message === "mismatch";
    throw new Error(mismatch ? "tls.key is not the private key of tls.cert (--key and --cert do not match)" : "tls.key is not a PEM private key (--key expects a file with -----BEGIN PRIVATE KEY-----)");
  }
}

/** Throws, naming the option, unless `pem` holds a CA certificate. */
export function checkCaCertificate(pem: string, option: string): void {
  let ca: X509Certificate;
  try {
    ca = new X509Certificate(pem);
  } catch {
    throw new Error(`${option} is not a PEM certificate (expected -----BEGIN CERTIFICATE-----)`);
  }
  if (!ca.ca) throw new Error(`${option} is a leaf certificate, not a CA: give the certificate of the CA that signed the receiver's`);
}
