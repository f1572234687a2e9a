import { APIPromise } from "../core/api-promise";
import type { RequestOptions } from "../core/options";
import { PagePromise } from "../core/page-promise";
import type { PageParams, WebhookCreate, WebhookSecretRotation } from "../types";
import { type RawClient, withCursor } from "./raw-client";

const byId = (webhookId: string) => ({ path: { webhook_id: webhookId } });

/** Webhook endpoint management. Verifying deliveries lives in `@lps/sdk/webhooks`. */
export const webhooksResource = (api: RawClient) => ({
  /** Registers an endpoint; the answer carries its secret, shown only here (`createWebhook`). */
  create: (body: WebhookCreate, options?: RequestOptions) =>
    new APIPromise(api.POST("/webhooks", { body, ...options })),

  /** Endpoints, without secrets (`listWebhooks`). */
  list: (params: PageParams = {}, options?: RequestOptions) =>
    new PagePromise((cursor) => api.GET("/webhooks", { params: { query: withCursor(params, cursor) }, ...options })),

  /** One endpoint (`getWebhook`). */
  get: (webhookId: string, options?: RequestOptions) =>
    new APIPromise(api.GET("/webhooks/{webhook_id}", { params: byId(webhookId), ...options })),

  /** Stops all deliveries to the endpoint (`deleteWebhook`). */
  delete: (webhookId: string, options?: RequestOptions) =>
    new APIPromise(api.DELETE("/webhooks/{webhook_id}", { params: byId(webhookId), ...options })),

  /** Issues a new secret; the old one keeps signing for `overlap_seconds` (`rotateWebhookSecret`). */
  rotateSecret: (webhookId: string, body?: WebhookSecretRotation, options?: RequestOptions) =>
    new APIPromise(api.POST("/webhooks/{webhook_id}/rotate-secret", { params: byId(webhookId), body, ...options })),

  /** Delivery attempts to the endpoint, newest first (`listWebhookDeliveries`). */
  deliveries: (webhookId: string, params: PageParams = {}, options?: RequestOptions) =>
    new PagePromise((cursor) =>
      api.GET("/webhooks/{webhook_id}/deliveries", {
        params: { ...byId(webhookId), query: withCursor(params, cursor) },
        ...options,
      }),
    ),

  /** Sends a delivery's event again, now (`redeliverWebhookDelivery`). */
  redeliver: (webhookId: string, deliveryId: string, options?: RequestOptions) =>
    new APIPromise(
      api.POST("/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver", {
        params: { path: { webhook_id: webhookId, delivery_id: deliveryId } },
        ...options,
      }),
    ),
});
