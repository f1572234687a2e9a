import { SIGNATURE_SCHEME } from "../defaults";
import { fail } from "../errors";

const PREFIX = `${SIGNATURE_SCHEME}=`;
const EXPECTED = `expected ${PREFIX}<hex> entries`;

/**
 * Returns the values of the `v1=` entries of `v1=<hex>,v1=<hex>,v0=…`. Entries of other schemes
 * are ignored; a header without any `v1` entry, or with an entry that is not `scheme=value`,
 * is malformed.
 */
export function signaturesOf(header: string): string[] {
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const entry = part.trim();
    if (entry.indexOf("=") < 1) fail("malformed_signature", EXPECTED);
    if (entry.startsWith(PREFIX)) signatures.push(entry.slice(PREFIX.length));
  }
  if (signatures.length === 0) fail("malformed_signature", EXPECTED);
  return signatures;
}
