import type { components } from "@lps/sdk";

// The contract's shapes, named once so domain code never spells the generated paths.
type Schemas = components["schemas"];
export type Property = Schemas["Property"];
export type PropertyType = Schemas["PropertyType"];
export type ListingStatus = Schemas["ListingStatus"];
export type Lead = Schemas["Lead"];
export type LeadPreferences = Schemas["LeadPreferences"];
export type LeadStatus = Schemas["LeadStatus"];
export type Timeline = Schemas["Timeline"];
export type QualificationType = Schemas["QualificationType"];
export type ScoreFactor = Schemas["ScoreFactor"];
export type ScoreFactorBreakdown = Schemas["ScoreFactorBreakdown"];
export type LeadScoreReady = Schemas["LeadScoreReady"];
export type Message = Schemas["Message"];
export type MessageChannel = Schemas["MessageChannel"];
export type MarketAnalysis = Schemas["MarketAnalysis"];
export type MarketCondition = Schemas["MarketCondition"];
