import { countInBudget } from "../matching/match-rules";
import { createRandom } from "../random";
import { isRecentInbound } from "../scoring/factors";
import { nextLeadStatus, QUALIFICATION_THRESHOLD } from "../scoring/lifecycle";
import { scoreLead, scoreRecord } from "../scoring/score-lead";
import type { Lead, LeadScoreReady, Message, Property } from "../types";
import { DEMO_CITIES } from "./cities";
import { DEMO_LEADS } from "./demo-leads";
import { generateLeads } from "./generate-leads";
import { generateListings } from "./generate-listings";

/** Listings in the demo catalogue: over two years of history across every demo city. */
export const DEMO_LISTING_COUNT = 2_400;

export interface DemoData {
  properties: Property[];
  leads: Lead[];
  messages: Message[];
  /** Every demo lead's score at generation, as GET /leads/{id}/score answers it. */
  scores: LeadScoreReady[];
}

/**
 * Scores the leads as the server would at `now`, so the demo starts in a consistent state. The
 * leads count their listings by scanning: for a few leads, building a price index cost more.
 */
function scoreDemoLeads(leads: Lead[], properties: Property[], messages: Message[], now: number) {
  const scored = leads.map((lead) => {
    const { price_range, property_type } = lead.preferences;
    const scoring = scoreLead({
      lead,
      matchingActiveListings: countInBudget(properties, property_type, price_range.min, price_range.max),
      inboundMessages14d: messages.filter((m) => m.lead_id === lead.id && isRecentInbound(m, now)).length,
      now,
    });
    const { status } = nextLeadStatus(lead.status, scoring.score, QUALIFICATION_THRESHOLD);
    return {
      lead: { ...lead, status, score: scoring.score, qualification_type: scoring.qualification_type },
      score: scoreRecord(lead.id, scoring, now),
    };
  });
  return { leads: scored.map((s) => s.lead), scores: scored.map((s) => s.score) };
}

/** Deterministic demo data: the same seed and `now` always give the same records and ids. */
export function generateDemoData(seed: number, now: number): DemoData {
  const rng = createRandom(seed);
  const properties = generateListings(rng, DEMO_CITIES, DEMO_LISTING_COUNT, now);
  const { leads, messages } = generateLeads(rng, DEMO_LEADS, now);
  return { properties, ...scoreDemoLeads(leads, properties, messages, now), messages };
}
