/** `@lps/sdk/webhooks` on every runtime with Web Crypto: browsers, Deno, Bun, Workers, Node. */
import { webCryptoHmac } from "./crypto";
import { makeCreateWebhookHandler } from "./handler";
import { makeGenerateTestHeaders, makeSignWebhook } from "./sign";
import { makeVerifyWebhook } from "./verify";

export type {
  EventOf,
  HeadersLike,
  RawBody,
  SignWebhook,
  VerifyOptions,
  VerifyWebhook,
  WebhookEvent,
  WebhookEventType,
  WebhookSecret,
} from "./types";
export { WebhookVerificationError, isWebhookVerificationError, type WebhookVerificationErrorCode } from "./errors";
export { generateWebhookSecret, type TestHeaders, type TestHeadersOptions } from "./sign";
export type { FetchHandler, RetryOptions, WebhookHandlerOptions, WebhookHandlers } from "./handler";
export { toNodeHandler, type NodeRequestLike, type NodeResponseLike } from "./node-handler";

export const verifyWebhook = /* @__PURE__ */ makeVerifyWebhook(webCryptoHmac);
export const signWebhook = /* @__PURE__ */ makeSignWebhook(webCryptoHmac);
export const generateTestHeaders = /* @__PURE__ */ makeGenerateTestHeaders(signWebhook);
export const createWebhookHandler = /* @__PURE__ */ makeCreateWebhookHandler(verifyWebhook);
