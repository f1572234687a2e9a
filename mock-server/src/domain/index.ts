// Pure functions over contract-shaped data and an explicit `now`: no HTTP, store or timers.
export { citySlug } from "./city-slug";
export { generateDemoData, DEMO_LISTING_COUNT, type DemoData } from "./demo/generate-demo-data";
export { knownCities } from "./demo/cities";
export { scoreLead, scoreRecord, qualificationType, MODEL_VERSION, type LeadScoring, nextLeadStatus, QUALIFICATION_THRESHOLD, type StatusChange } from "./scoring/score-lead";
export { ENGAGEMENT_WINDOW_MS, isRecentInbound, type ScoreInput } from "./scoring/factors";
export { createPropertyIndex, MATCH_LIMIT, type PropertyIndex, type PropertyMatch } from "./matching/property-index";
export { createLeadIndex, type LeadIndex } from "./matching/lead-index";
export { fitsDetails, isSupply, listingFacts, type ListingFacts } from "./matching/match-rules";
export { analyzeMarket, type MarketFigures, type MarketQuery } from "./market/analyze-market";
