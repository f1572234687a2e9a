import type { WebhookSecret } from "../types";

/**
 * A wrong secret is a configuration mistake, not a bad delivery, so it throws a TypeError.
 * Surrounding whitespace is refused because it is nearly always a copy-paste accident.
 */
export function toSecretList(secret: WebhookSecret): readonly string[] {
  const secrets = typeof secret === "string" ? [secret] : secret;
  const valid = Array.isArray(secrets) && secrets.length > 0 && secrets.every((s) => typeof s === "string" && s !== "" && s.trim() === s);
  if (!valid) throw new TypeError("webhook secrets must be non-empty and unpadded");
  return secrets;
}
