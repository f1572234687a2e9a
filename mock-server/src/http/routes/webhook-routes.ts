import type { components } from "@lps/sdk";
import { EVENT_READ_SCOPES } from "../../webhooks/event-scopes";
import { principalOf, requireScope } from "../authorize";
import { pageQuery } from "../pagination";
import type { OperationHandler } from "../respond";
import type { ServicesOf } from "./caller-services";

type Schemas = components["schemas"];

export const webhookRoutes = (servicesOf: ServicesOf): Record<string, OperationHandler> => {
  const webhooks = (c: Parameters<ServicesOf>[0]) => servicesOf(c).webhooks;
  return {
    listWebhooks: ({ query }, c) => webhooks(c).list(pageQuery(query)),
    createWebhook: ({ body }, c) => {
      const input = body as Schemas["WebhookCreate"];
      // Each event needs the read scopes of its data; the endpoint remembers who registered it.
      for (const event of input.events) for (const scope of EVENT_READ_SCOPES[event]) requireScope(c, scope);
      // A session lasts minutes: an endpoint registered from one belongs to the organisation, not
      // to the session, or it would fall silent at sign-out.
      const principal = principalOf(c);
      return webhooks(c).create(input, principal.scheme === "session" ? undefined : principal.credential);
    },
    getWebhook: ({ path }, c) => webhooks(c).get(path.webhook_id as string),
    deleteWebhook: ({ path }, c) => webhooks(c).delete(path.webhook_id as string),
    rotateWebhookSecret: ({ path, body }, c) =>
      webhooks(c).rotateSecret(path.webhook_id as string, (body as Schemas["WebhookSecretRotation"]).overlap_seconds as number),
    listWebhookDeliveries: ({ path, query }, c) => webhooks(c).deliveries(path.webhook_id as string, pageQuery(query)),
    redeliverWebhookDelivery: ({ path }, c) => webhooks(c).redeliver(path.webhook_id as string, path.delivery_id as string),
  };
};
