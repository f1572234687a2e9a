import type { components } from "@lps/sdk";
import type { WebhookService } from "../../engine/services/webhook-service";
import { EVENT_READ_SCOPES } from "../../webhooks/event-scopes";
import { principalOf, requireScope } from "../authorize";
import { pageQuery } from "../pagination";
import type { OperationHandler } from "../respond";

type Schemas = components["schemas"];

export const webhookRoutes = (webhooks: WebhookService): Record<string, OperationHandler> => ({
  listWebhooks: ({ query }) => webhooks.list(pageQuery(query)),
  createWebhook: ({ body }, c) => {
    const input = body as Schemas["WebhookCreate"];
    // Each event needs the read scopes of its data; the endpoint remembers who registered it.
    for (const event of input.events) for (const scope of EVENT_READ_SCOPES[event]) requireScope(c, scope);
    return webhooks.create(input, principalOf(c).credential);
  },
  getWebhook: ({ path }) => webhooks.get(path.webhook_id as string),
  deleteWebhook: ({ path }) => webhooks.delete(path.webhook_id as string),
  rotateWebhookSecret: ({ path, body }) =>
    webhooks.rotateSecret(path.webhook_id as string, (body as Schemas["WebhookSecretRotation"]).overlap_seconds as number),
  listWebhookDeliveries: ({ path, query }) => webhooks.deliveries(path.webhook_id as string, pageQuery(query)),
  redeliverWebhookDelivery: ({ path }) => webhooks.redeliver(path.webhook_id as string, path.delivery_id as string),
});
