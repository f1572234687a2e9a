// Short names for the generated contract types, so integrators never spell components["schemas"].
import type { components, operations } from "./generated/openapi";

export type { components, operations, paths, webhooks } from "./generated/openapi";

type Schemas = components["schemas"];
type Query<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;

export type Property = Schemas["Property"];
export type PropertyCreate = Schemas["PropertyCreate"];
export type PropertyType = Schemas["PropertyType"];
export type ListingStatus = Schemas["ListingStatus"];
export type Location = Schemas["Location"];
export type Lead = Schemas["Lead"];
export type LeadCreate = Schemas["LeadCreate"];
export type LeadStatus = Schemas["LeadStatus"];
export type LeadPreferences = Schemas["LeadPreferences"];
export type LeadScore = Schemas["LeadScore"];
export type LeadScoreReady = Schemas["LeadScoreReady"];
export type LeadScorePending = Schemas["LeadScorePending"];
export type QualificationType = Schemas["QualificationType"];
export type Message = Schemas["Message"];
export type MarketAnalysis = Schemas["MarketAnalysis"];
export type MarketCondition = Schemas["MarketCondition"];
export type Webhook = Schemas["Webhook"];
export type WebhookCreate = Schemas["WebhookCreate"];
export type WebhookWithSecret = Schemas["WebhookWithSecret"];
export type WebhookRotated = Schemas["WebhookRotated"];
export type WebhookSecretRotation = Schemas["WebhookSecretRotation"];
export type WebhookDeleted = Schemas["WebhookDeleted"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type WebhookEventType = Schemas["WebhookEventType"];
export type WebhookEvent = Schemas["Event"];
export type ValidationIssue = Schemas["ValidationIssue"];

export type PropertyListParams = Query<"listProperties">;
export type LeadListParams = Query<"listLeads">;
export type PageParams = Query<"listLeadMessages">;
export type MarketAnalysisParams = Query<"getMarketAnalysis">;
