// The one module that needs Node's types. Shared code stays Web-standard: the mock server's
// type-check maps @lps/sdk/webhooks to index.ts without Node types, which catches a slip.
/// <reference types="node" />
import { createHmac } from "node:crypto";
import type { Hmac } from "./hmac";

// Synchronous, streaming and hex-encoding in C++: no key import, no copy of the body.
export const hmac: Hmac = (secret, parts) => {
  const mac = createHmac("sha256", secret);
  for (const part of parts) mac.update(part);
  return mac.digest("hex");
};
