import type { components } from "@lps/sdk";
import type { WebhookService } from "../../engine/services/webhook-service";
import { requireScope } from "../authorize";
import { pageQuery } from "../pagination";
import type { OperationHandler } from "../respond";

type Schemas = components["schemas"];

/** Events whose subscription needs a scope beyond the operation's own. */
const EVENT_SCOPES: Partial<Record<Schemas["WebhookEventType"], string>> = { "analysis.completed": "analytics.read" };

export const webhookRoutes = (webhooks: WebhookService): Record<string, OperationHandler> => ({
  listWebhooks: ({ query }) => webhooks.list(pageQuery(query)),
  createWebhook: ({ body }, c) => {
    const input = body as Schemas["WebhookCreate"];
    for (const event of input.events) {
      const scope = EVENT_SCOPES[event];
      if (scope) requireScope(c, scope);
    }
    return webhooks.create(input);
  },
  getWebhook: ({ path }) => webhooks.get(path.webhook_id as string),
  deleteWebhook: ({ path }) => webhooks.delete(path.webhook_id as string),
  rotateWebhookSecret: ({ path, body }) =>
    webhooks.rotateSecret(path.webhook_id as string, (body as Schemas["WebhookSecretRotation"]).overlap_seconds as number),
  listWebhookDeliveries: ({ path, query }) => webhooks.deliveries(path.webhook_id as string, pageQuery(query)),
  redeliverWebhookDelivery: ({ path }) => webhooks.redeliver(path.webhook_id as string, path.delivery_id as string),
});
