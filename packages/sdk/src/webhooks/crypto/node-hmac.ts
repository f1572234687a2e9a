import { createHmac } from "node:crypto";
import type { Hmac } from "./hmac";

// Synchronous and without a key import: the fastest HMAC Node offers.
export const hmac: Hmac = (secret, message) => createHmac("sha256", secret).update(message).digest();
