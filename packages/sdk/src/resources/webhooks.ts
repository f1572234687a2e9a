import type { RequestOptions } from "../core/options";
import { type Api, segment } from "../internal/api";
import type { PageParams, WebhookCreate, WebhookSecretRotation } from "../types";

const endpoint = (webhookId: string) => `/webhooks/${segment(webhookId)}`;

/** Webhook endpoint management. Verifying deliveries lives in `@lps/sdk/webhooks`. */
export const webhooksResource = (api: Api) => ({
  /** Registers an endpoint; the answer carries its secret, shown only here (`createWebhook`). */
  create: (body: WebhookCreate, options?: RequestOptions) => api.one<"createWebhook">({ method: "POST", path: "/webhooks", body }, options),

  /** Endpoints, without secrets (`listWebhooks`). */
  list: (params: PageParams = {}, options?: RequestOptions) =>
    api.list<"listWebhooks">("/webhooks", params, options),

  /** One endpoint (`getWebhook`). */
  get: (webhookId: string, options?: RequestOptions) => api.one<"getWebhook">({ method: "GET", path: endpoint(webhookId) }, options),

  /** Stops all deliveries to the endpoint (`deleteWebhook`). */
  delete: (webhookId: string, options?: RequestOptions) =>
    api.one<"deleteWebhook">({ method: "DELETE", path: endpoint(webhookId) }, options),

  /** Issues a new secret; the old one keeps signing for `overlap_seconds` (`rotateWebhookSecret`). */
  rotateSecret: (webhookId: string, body?: WebhookSecretRotation, options?: RequestOptions) =>
    api.one<"rotateWebhookSecret">({ method: "POST", path: `${endpoint(webhookId)}/rotate-secret`, body }, options),

  /** Delivery attempts to the endpoint, newest first (`listWebhookDeliveries`). */
  deliveries: (webhookId: string, params: PageParams = {}, options?: RequestOptions) =>
    api.list<"listWebhookDeliveries">(`${endpoint(webhookId)}/deliveries`, params, options),

  /** Sends a delivery's event again, now (`redeliverWebhookDelivery`). */
  redeliver: (webhookId: string, deliveryId: string, options?: RequestOptions) =>
    api.one<"redeliverWebhookDelivery">({ method: "POST", path: `${endpoint(webhookId)}/deliveries/${segment(deliveryId)}/redeliver` }, options),
});
