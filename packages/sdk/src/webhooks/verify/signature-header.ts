import { SIGNATURE_SCHEME } from "../defaults";
import { fail } from "../errors";

const EXPECTED = `expected ${SIGNATURE_SCHEME}=<hex> entries`;

/**
 * Returns the values of the `v1=` entries of `v1=<hex>,v1=<hex>,v0=…`. Entries of other schemes
 * are ignored; a header without any `v1` entry, or with an entry that is not `scheme=value`,
 * is malformed.
 */
export function signaturesOf(header: string): string[] {
  const signatures: string[] = [];
  for (const entry of header.split(",")) {
    const separator = entry.indexOf("=");
    if (separator < 1) fail("malformed_signature", EXPECTED);
    if (entry.slice(0, separator).trim() === SIGNATURE_SCHEME) signatures.push(entry.slice(separator + 1).trim());
  }
  if (signatures.length === 0) fail("malformed_signature", EXPECTED);
  return signatures;
}
