/** `@lps/sdk/webhooks` under the `node` export condition: the same API, HMAC through node:crypto. */
import { hmac } from "./crypto/node-hmac";
import { makeCreateWebhookHandler } from "./handler/create-webhook-handler";
import { makeGenerateTestHeaders } from "./sign/test-headers";
import { makeSignWebhook } from "./sign/sign-webhook";
import { makeVerifyWebhook } from "./verify/verify-webhook";

export * from "./shared-exports";
export const verifyWebhook = /* @__PURE__ */ makeVerifyWebhook(hmac);
export const signWebhook = /* @__PURE__ */ makeSignWebhook(hmac);
export const generateTestHeaders = /* @__PURE__ */ makeGenerateTestHeaders(signWebhook);
export const createWebhookHandler = /* @__PURE__ */ makeCreateWebhookHandler(verifyWebhook);
