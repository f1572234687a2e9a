// TLS verification failures, as Node's TLS layer codes them (the `cause` of a failed fetch), in
// words a delivery log reader acts on. Other runtimes' codes fall through to the generic text.
const REASONS: Record<string, string> = {
  CERT_HAS_EXPIRED: "certificate has expired",
  CERT_NOT_YET_VALID: "certificate is not yet valid",
  DEPTH_ZERO_SELF_SIGNED_CERT: "self-signed certificate",
  SELF_SIGNED_CERT_IN_CHAIN: "self-signed certificate in the chain, not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "certificate is not signed by a trusted CA",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "certificate is not signed by a trusted CA",
  UNABLE_TO_GET_ISSUER_CERT: "certificate is not signed by a trusted CA",
  INVALID_PURPOSE: "certificate may not be used by a TLS server (it is a CA certificate or lacks serverAuth)",
  CERT_REVOKED: "certificate has been revoked",
  CERT_SIGNATURE_FAILURE: "certificate signature is invalid",
  ERR_TLS_CERT_ALTNAME_INVALID: "hostname mismatch: the certificate does not name the receiver's host",
};

/** The delivery log's reason for a TLS failure code, or undefined when `code` is not one. */
export function tlsFailureReason(code: string): string | undefined {
  const reason = REASONS[code];
  if (reason) return `TLS handshake failed: ${reason} (${code})`;
  if (code.startsWith("ERR_SSL_") || code.startsWith("ERR_TLS_")) return `TLS handshake failed (${code})`;
  return undefined;
}
