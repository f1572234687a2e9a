// Short names for the generated contract types, so integrators never spell components["schemas"].
// Object schemas are interfaces rather than aliases: an editor then shows `Lead`, where an alias
// of an indexed type would be expanded into its whole structure.
import type { components, operations } from "./generated/openapi";

export type { components, operations, paths, webhooks } from "./generated/openapi";

type Schemas = components["schemas"];
// An interface may extend a generic alias, though not an indexed type itself.
type Schema<Name extends keyof Schemas> = Schemas[Name];
/**
 * Every member optional and open to an explicit `undefined`, as the options are, so values typed
 * `string | undefined` pass under `exactOptionalPropertyTypes`: the runtime drops undefined members.
 */
type Loose<T> = { [Name in keyof T]?: T[Name] | undefined };
type Query<Op extends keyof operations> = Loose<NonNullable<operations[Op]["parameters"]["query"]>>;
/**
 * A request body as the methods take it: each optional member, nested ones too, is also open to an
 * explicit `undefined`, which JSON.stringify leaves out; required members stay required.
 */
type Body<T> = { [Name in keyof T]: Member<T[Name]> | ({} extends Pick<T, Name> ? undefined : never) };
type Member<T> = T extends readonly unknown[] ? T : T extends object ? Body<T> : T;

export interface Property extends Schema<"Property"> {}
export interface PropertyCreate extends Body<Schema<"PropertyCreate">> {}
export type PropertyType = Schemas["PropertyType"];
export type ListingStatus = Schemas["ListingStatus"];
export interface Location extends Schema<"Location"> {}
export interface Lead extends Schema<"Lead"> {}
export interface LeadCreate extends Body<Schema<"LeadCreate">> {}
export type LeadStatus = Schemas["LeadStatus"];
export interface LeadPreferences extends Schema<"LeadPreferences"> {}
export type LeadScore = LeadScoreReady | LeadScorePending;
export interface LeadScoreReady extends Schema<"LeadScoreReady"> {}
export interface LeadScorePending extends Schema<"LeadScorePending"> {}
export type QualificationType = Schemas["QualificationType"];
export interface Message extends Schema<"Message"> {}
export interface MarketAnalysis extends Schema<"MarketAnalysis"> {}
export type MarketCondition = Schemas["MarketCondition"];
export interface Webhook extends Schema<"Webhook"> {}
export interface WebhookCreate extends Body<Schema<"WebhookCreate">> {}
export interface WebhookWithSecret extends Schema<"WebhookWithSecret"> {}
export interface WebhookRotated extends Schema<"WebhookRotated"> {}
// A request body only; its member has a default, which the generator turns into a required member.
export interface WebhookSecretRotation extends Loose<Schema<"WebhookSecretRotation">> {}
export interface WebhookDeleted extends Schema<"WebhookDeleted"> {}
export interface WebhookDelivery extends Schema<"WebhookDelivery"> {}
export type WebhookEventType = Schemas["WebhookEventType"];
export type WebhookEvent = Schemas["Event"];
export interface ValidationIssue extends Schema<"ValidationIssue"> {}

export interface PropertyListParams extends Query<"listProperties"> {}
export interface LeadListParams extends Query<"listLeads"> {}
export interface PageParams extends Query<"listLeadMessages"> {}
export interface MarketAnalysisParams extends Query<"getMarketAnalysis"> {}
