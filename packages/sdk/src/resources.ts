// The API's resources as methods: each names its contract operation and builds its path; the
// transport below does everything else. Each method's first JSDoc line is its operation's
// `summary` in openapi.yaml (test/resource-docs.test.ts keeps them equal); its types are the
// contract's named schemas, so editors show `Lead` rather than an inlined structure.
import type { RequestOptions } from "./core/options";
import type { APIPromise, PagePromise } from "./core/promises";
import { type Api, segment } from "./internal/api";
import type {
  Lead,
  LeadCreate,
  LeadListParams,
  LeadScore,
  MarketAnalysis,
  MarketAnalysisParams,
  Message,
  PageParams,
  Property,
  PropertyCreate,
  PropertyListParams,
  Webhook,
  WebhookCreate,
  WebhookDeleted,
  WebhookDelivery,
  WebhookRotated,
  WebhookSecretRotation,
  WebhookWithSecret,
} from "./types";

export const leadsResource = (api: Api) => ({
  /** Create a lead. Stored and submitted for qualification (`createLead`). */
  create: (body: LeadCreate, options?: RequestOptions): APIPromise<Lead> =>
    api.one<"createLead">(() => ({ method: "POST", path: "/leads", body }), options),

  /** List leads. Newest first; iterate with `for await` for every page (`listLeads`). */
  list: (params: LeadListParams = {}, options?: RequestOptions): PagePromise<Lead> =>
    api.list<"listLeads">(() => "/leads", params, options),

  /** Read one lead (`getLead`). */
  get: (leadId: string, options?: RequestOptions): APIPromise<Lead> =>
    api.one<"getLead">(() => ({ method: "GET", path: `/leads/${segment(leadId, "lead_id")}` }), options),

  /** Read a lead's qualification score. `status: "pending"` until scoring completes (`getLeadScore`). */
  score: (leadId: string, options?: RequestOptions): APIPromise<LeadScore> =>
    api.one<"getLeadScore">(() => ({ method: "GET", path: `/leads/${segment(leadId, "lead_id")}/score` }), options),

  /** List a lead's messages. Newest first (`listLeadMessages`). */
  messages: (leadId: string, params: PageParams = {}, options?: RequestOptions): PagePromise<Message> =>
    api.list<"listLeadMessages">(() => `/leads/${segment(leadId, "lead_id")}/messages`, params, options),
});

export const propertiesResource = (api: Api) => ({
  /** Create a property. Stores a listing (`createProperty`). */
  create: (body: PropertyCreate, options?: RequestOptions): APIPromise<Property> =>
    api.one<"createProperty">(() => ({ method: "POST", path: "/properties", body }), options),

  /** List properties. Newest first, filtered (`listProperties`). */
  list: (params: PropertyListParams = {}, options?: RequestOptions): PagePromise<Property> =>
    api.list<"listProperties">(() => "/properties", params, options),

  /** Read one property (`getProperty`). */
  get: (propertyId: string, options?: RequestOptions): APIPromise<Property> =>
    api.one<"getProperty">(() => ({ method: "GET", path: `/properties/${segment(propertyId, "property_id")}` }), options),
});

export const analyticsResource = (api: Api) => ({
  /** Market analysis for a city and property type. Both optional (`getMarketAnalysis`). */
  market: (params: MarketAnalysisParams = {}, options?: RequestOptions): APIPromise<MarketAnalysis> =>
    api.one<"getMarketAnalysis">(() => ({ method: "GET", path: "/analytics/market", query: params }), options),
});

const endpoint = (webhookId: string) => `/webhooks/${segment(webhookId, "webhook_id")}`;

/** Webhook endpoint management. Verifying deliveries lives in `@lps/sdk/webhooks`. */
export const webhooksResource = (api: Api) => ({
  /** Register a webhook endpoint. The answer carries its secret, shown only here (`createWebhook`). */
  create: (body: WebhookCreate, options?: RequestOptions): APIPromise<WebhookWithSecret> =>
    api.one<"createWebhook">(() => ({ method: "POST", path: "/webhooks", body }), options),

  /** List webhook endpoints. Without their secrets (`listWebhooks`). */
  list: (params: PageParams = {}, options?: RequestOptions): PagePromise<Webhook> =>
    api.list<"listWebhooks">(() => "/webhooks", params, options),

  /** Read one webhook endpoint (`getWebhook`). */
  get: (webhookId: string, options?: RequestOptions): APIPromise<Webhook> =>
    api.one<"getWebhook">(() => ({ method: "GET", path: endpoint(webhookId) }), options),

  /** Delete a webhook endpoint. Stops all deliveries to it (`deleteWebhook`). */
  delete: (webhookId: string, options?: RequestOptions): APIPromise<WebhookDeleted> =>
    api.one<"deleteWebhook">(() => ({ method: "DELETE", path: endpoint(webhookId) }), options),

  /** Rotate a webhook endpoint's secret. The old one keeps signing for `overlap_seconds` (`rotateWebhookSecret`). */
  rotateSecret: (webhookId: string, body?: WebhookSecretRotation, options?: RequestOptions): APIPromise<WebhookRotated> =>
    api.one<"rotateWebhookSecret">(() => ({ method: "POST", path: `${endpoint(webhookId)}/rotate-secret`, body }), options),

  /** List delivery attempts. Newest first (`listWebhookDeliveries`). */
  deliveries: (webhookId: string, params: PageParams = {}, options?: RequestOptions): PagePromise<WebhookDelivery> =>
    api.list<"listWebhookDeliveries">(() => `${endpoint(webhookId)}/deliveries`, params, options),

  /** Redeliver an event. Sends the delivery's event again, now (`redeliverWebhookDelivery`). */
  redeliver: (webhookId: string, deliveryId: string, options?: RequestOptions): APIPromise<WebhookDelivery> =>
    api.one<"redeliverWebhookDelivery">(() => ({ method: "POST", path: `${endpoint(webhookId)}/deliveries/${segment(deliveryId, "delivery_id")}/redeliver` }), options),
});
