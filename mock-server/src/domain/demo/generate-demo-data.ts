import { countInBudget } from "../matching/match-rules";
import { createRandom } from "../random";
import { isRecentInbound } from "../scoring/factors";
import { nextLeadStatus, QUALIFICATION_THRESHOLD } from "../scoring/lifecycle";
import { scoreLead } from "../scoring/score-lead";
import type { Lead, Message, Property } from "../types";
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
}

/**
 * Scores the leads as the server would at `now`, so the demo starts in a consistent state. A few
 * leads count their listings by scanning: building a price index for them cost more at start-up.
 */
function scoreDemoLeads(leads: Lead[], properties: Property[], messages: Message[], now: number): Lead[] {
  return leads.map((lead) => {
    const { price_range, property_type } = lead.preferences;
    const scoring = scoreLead({
      lead,
      matchingActiveListings: countInBudget(properties, property_type, price_range.min, price_range.max),
      inboundMessages14d: messages.filter((m) => m.lead_id === lead.id && isRecentInbound(m, now)).length,
      now,
    });
    const { status } = nextLeadStatus(lead.status, scoring.score, QUALIFICATION_THRESHOLD);
    return { ...lead, status, score: scoring.score, qualification_type: scoring.qualification_type };
  });
}

/** Deterministic demo data: the same seed and `now` always give the same records and ids. */
export function generateDemoData(seed: number, now: number): DemoData {
  const rng = createRandom(seed);
  const properties = generateListings(rng, DEMO_CITIES, DEMO_LISTING_COUNT, now);
  const { leads, messages } = generateLeads(rng, DEMO_LEADS, now);
  return { properties, leads: scoreDemoLeads(leads, properties, messages, now), messages };
}
