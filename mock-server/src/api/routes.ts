import type { components } from "@lps/sdk";
import type { Context } from "hono";
import type { PropertyFilters } from "../services/property-service";
import type { Services, Workspaces } from "../services/workspaces";
import { EVENT_READ_SCOPES } from "../webhooks/event-scopes";
import type { AppEnv } from "./app-env";
import { principalOf, requireScope } from "./authorize";
import { pageQuery } from "./pagination";
import type { OperationHandler } from "./respond";

type Schemas = components["schemas"];

/**
 * Every operation of openapi.yaml by its operationId, the join key from contract to service:
 * `createApiRouter` refuses to start when this table and the contract disagree.
 *
 * Each handler reaches the services of its caller's organisation, resolved per request after
 * authentication: a record of another organisation is then simply absent (404, missing from
 * lists), with no check a route could forget.
 */
export function apiRoutes(workspaces: Workspaces): Record<string, OperationHandler> {
  const servicesOf = (c: Context<AppEnv>): Services => workspaces.of(principalOf(c).organizationId).services;
  const webhooks = (c: Context<AppEnv>) => servicesOf(c).webhooks;
  return {
    listProperties: ({ query }, c) => servicesOf(c).properties.list(query as PropertyFilters, pageQuery(query)),
    createProperty: ({ body }, c) => servicesOf(c).properties.create(body as Schemas["PropertyCreate"]),
    getProperty: ({ path }, c) => servicesOf(c).properties.get(path.property_id as string),

    listLeads: ({ query }, c) => servicesOf(c).leads.list(query.status as Schemas["LeadStatus"] | undefined, pageQuery(query)),
    createLead: ({ body }, c) => servicesOf(c).leads.create(body as Schemas["LeadCreate"]),
    getLead: ({ path }, c) => servicesOf(c).leads.get(path.lead_id as string),
    getLeadScore: ({ path }, c) => servicesOf(c).leads.score(path.lead_id as string),
    listLeadMessages: ({ path, query }, c) => servicesOf(c).leads.messages(path.lead_id as string, pageQuery(query)),

    getMarketAnalysis: ({ query }, c) =>
      servicesOf(c).market.analyze(query.city as string | undefined, query.property_type as Schemas["PropertyType"] | undefined),

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
}
