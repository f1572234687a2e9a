/// <reference types="node" />
import { existsSync, readFileSync } from "node:fs";
import { defaultTlsDir, tlsPaths } from "../adapters/tls/tls-dir";
import { trustingFetch, webhookTrust } from "../adapters/tls/trusting-fetch";

/**
 * The `fetch` of the CLI's client commands (`listen`, `trigger`, `state`, `reset`): it trusts the
 * local CA that `lps-mock --tls` and `lps-mock tls cert` sign with, as the server trusts it for
 * its deliveries, so a `--tls` server and a receiver with a `tls cert` certificate need no
 * NODE_EXTRA_CA_CERTS. Plain http goes straight to global fetch.
 */
export const localTrustFetch: typeof fetch = trustingFetch(() => webhookTrust(localCa()));

/** The default TLS folder's CA (`$XDG_CACHE_HOME/lps-mock/ca.pem`), when one was made. */
function localCa(): string[] {
  const file = tlsPaths(defaultTlsDir()).caCert;
  return existsSync(file) ? [readFileSync(file, "utf8")] : [];
}

// OpenSSL's verification results, as Node reports them in `code`, that mean "not trusted".
const UNTRUSTED = /^(UNABLE_TO_(GET_ISSUER_CERT(_LOCALLY)?|VERIFY_LEAF_SIGNATURE)|(DEPTH_ZERO_)?SELF_SIGNED_CERT(_IN_CHAIN)?|CERT_(HAS_EXPIRED|NOT_YET_VALID|UNTRUSTED|REJECTED)|ERR_TLS_CERT_ALTNAME_INVALID)$/;

/**
 * For a fetch failure caused by the peer's certificate, one line saying so and how to trust it;
 * undefined for any other failure (nothing listening, a reset connection).
 */
export function untrustedCertificate(error: unknown, url: string): string | undefined {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code !== "string" || !UNTRUSTED.test(code)) return undefined;
  return `the TLS certificate of ${url} is not trusted (${code}): the CLI trusts the local CA in ${tlsPaths(defaultTlsDir()).caCert}; for a certificate from another CA (or a --tls-dir elsewhere), set NODE_EXTRA_CA_CERTS to its CA file`;
}
