import { sha256Hex } from "../auth/digest";

/**
 * A secret as the journal shows it: the same value always gives the same text, so two requests
 * with one credential can be matched, and the value itself is never kept.
 */
export function fingerprint(secret: string): string {
  return `[redacted sha256:${sha256Hex(secret).slice(0, 12)}]`;
}
