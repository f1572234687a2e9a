import { SECRET_PREFIX, SECRET_RANDOM_BYTES } from "../defaults";

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url without padding. */
export function generateWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_RANDOM_BYTES));
  const base64 = btoa(String.fromCharCode(...bytes));
  return SECRET_PREFIX + base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
