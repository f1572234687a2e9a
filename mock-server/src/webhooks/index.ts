// The webhook delivery module's public surface, for the engine.
export { createWebhookDispatcher } from "./dispatcher";
export { validateWebhookUrl, type UrlPolicyOptions, type UrlVerdict } from "./url-policy";
export { DEFAULT_MAX_ATTEMPTS, DEFAULT_TIMEOUT_MS, RETRY_DELAYS_MS } from "./delivery-defaults";
export type {
  DeliveryEndpoint,
  RedeliveryResult,
  RedeliverySource,
  SigningSecret,
  WebhookDelivery,
  WebhookDispatcher,
  WebhookDispatcherOptions,
} from "./delivery-types";
