// The one module that needs Node's types. Shared code stays Web-standard: the mock server's
// type-check maps @lps/sdk/webhooks to index.ts without Node types, which catches a slip.
/// <reference types="node" />
import { createHmac } from "node:crypto";
import type { Hmac } from "./hmac";

// Synchronous and without a key import: the fastest HMAC Node offers.
export const hmac: Hmac = (secret, message) => createHmac("sha256", secret).update(message).digest();
