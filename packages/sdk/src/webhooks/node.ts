/**
 * `@lps/sdk/webhooks` under the `node` export condition: the same API, its HMAC through
 * node:crypto. The names defined here take precedence over those of `export *`.
 */
// The one module that needs Node's types. Shared code stays Web-standard: the mock server's
// type-check maps @lps/sdk/webhooks to index.ts without Node types, which catches a slip.
/// <reference types="node" />
import { createHmac, createSecretKey } from "node:crypto";
import { type Hmac, keyCache } from "./crypto";
import { makeCreateWebhookHandler } from "./handler";
import { makeGenerateTestHeaders, makeSignWebhook } from "./sign";
import { makeVerifyWebhook } from "./verify";

export * from "./index";

// A KeyObject spares createHmac from encoding and copying the secret on every call.
const keyFor = keyCache((secret) => createSecretKey(new TextEncoder().encode(secret)));

// Synchronous, streaming and hex-encoding in C++: no copy of the body, no await.
const nodeHmac: Hmac = (secret, parts) => {
  const mac = createHmac("sha256", keyFor(secret));
  for (const part of parts) mac.update(part);
  return mac.digest("hex");
};

export const verifyWebhook = /* @__PURE__ */ makeVerifyWebhook(nodeHmac);
export const signWebhook = /* @__PURE__ */ makeSignWebhook(nodeHmac);
export const generateTestHeaders = /* @__PURE__ */ makeGenerateTestHeaders(signWebhook);
export const createWebhookHandler = /* @__PURE__ */ makeCreateWebhookHandler(verifyWebhook);
