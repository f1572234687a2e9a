// The one module that needs Node's types. Shared code stays Web-standard: the mock server's
// type-check maps @lps/sdk/webhooks to index.ts without Node types, which catches a slip.
/// <reference types="node" />
import { createHmac, createSecretKey } from "node:crypto";
import type { Hmac } from "./hmac";
import { keyCache } from "./key-cache";

// A KeyObject spares createHmac from encoding and copying the secret on every call.
const keyFor = keyCache((secret) => createSecretKey(new TextEncoder().encode(secret)));

// Synchronous, streaming and hex-encoding in C++: no copy of the body, no await.
export const hmac: Hmac = (secret, parts) => {
  const mac = createHmac("sha256", keyFor(secret));
  for (const part of parts) mac.update(part);
  return mac.digest("hex");
};
