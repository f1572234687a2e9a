// The part of the public API that does not depend on the HMAC implementation; both entry
// points re-export it.
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
export { generateWebhookSecret } from "./sign/generate-secret";
export type { TestHeaders, TestHeadersOptions } from "./sign/test-headers";
export type { FetchHandler, WebhookHandlerOptions, WebhookHandlers } from "./handler/create-webhook-handler";
export type { RetryOptions } from "./handler/retry";
export { toNodeHandler, type NodeRequestLike, type NodeResponseLike } from "./handler/to-node-handler";
