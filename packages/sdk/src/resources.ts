// The API's resources as methods: each names its contract operation and builds its path; the
// transport below does everything else.
import type { Client } from "openapi-fetch";
import type { RequestOptions } from "./core/options";
import type { paths } from "./generated/openapi";
import { type Api, segment } from "./internal/api";
import type {
  LeadCreate,
  LeadListParams,
  MarketAnalysisParams,
  PageParams,
  PropertyCreate,
  PropertyListParams,
  WebhookCreate,
  WebhookSecretRotation,
} from "./types";

/** The typed openapi-fetch client, without its middleware API: the client's `hooks` take that role. */
export type RawClient = Omit<Client<paths, "application/json">, "use" | "eject">;

export const leadsResource = (api: Api) => ({
  /** Stores a lead and submits it for qualification (`createLead`). */
  create: (body: LeadCreate, options?: RequestOptions) => api.one<"createLead">({ method: "POST", path: "/leads", body }, options),

  /** Leads, newest first (`listLeads`). */
  list: (params: LeadListParams = {}, options?: RequestOptions) =>
    api.list<"listLeads">("/leads", params, options),

  /** One lead (`getLead`). */
  get: (leadId: string, options?: RequestOptions) => api.one<"getLead">({ method: "GET", path: `/leads/${segment(leadId)}` }, options),

  /** The qualification score, `status: "pending"` until scoring completes (`getLeadScore`). */
  score: (leadId: string, options?: RequestOptions) =>
    api.one<"getLeadScore">({ method: "GET", path: `/leads/${segment(leadId)}/score` }, options),

  /** Messages received from the lead, newest first (`listLeadMessages`). */
  messages: (leadId: string, params: PageParams = {}, options?: RequestOptions) =>
    api.list<"listLeadMessages">(`/leads/${segment(leadId)}/messages`, params, options),
});

export const propertiesResource = (api: Api) => ({
  /** Stores a listing (`createProperty`). */
  create: (body: PropertyCreate, options?: RequestOptions) =>
    api.one<"createProperty">({ method: "POST", path: "/properties", body }, options),

  /** Listings, newest first, filtered (`listProperties`). */
  list: (params: PropertyListParams = {}, options?: RequestOptions) =>
    api.list<"listProperties">("/properties", params, options),

  /** One listing (`getProperty`). */
  get: (propertyId: string, options?: RequestOptions) =>
    api.one<"getProperty">({ method: "GET", path: `/properties/${segment(propertyId)}` }, options),
});

export const analyticsResource = (api: Api) => ({
  /** Market analysis for a city slug and property type, both optional (`getMarketAnalysis`). */
  market: (params: MarketAnalysisParams = {}, options?: RequestOptions) =>
    api.one<"getMarketAnalysis">({ method: "GET", path: "/analytics/market", query: params }, options),
});

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
