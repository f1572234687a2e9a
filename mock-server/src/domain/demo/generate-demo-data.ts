import { compareTimestamps, DAY_MS, toIso } from "../clock/iso";
import { countInBudget } from "../matching/match-rules";
import { createRandom, type Random } from "../random";
import { isRecentInbound } from "../scoring/factors";
import { nextLeadStatus, QUALIFICATION_THRESHOLD, scoreLead, scoreRecord } from "../scoring/score-lead";
import type { Lead, LeadScoreReady, Message, Property } from "../types";
import { DEMO_CITIES } from "./cities";
import { DEMO_LEADS, type LeadTemplate } from "./demo-leads";
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

/** The demo leads, unscored (`new`), and their inbound messages, oldest first. */
function generateLeads(rng: Random, templates: readonly LeadTemplate[], now: number) {
  const daysAgo = (days: number) => toIso(now - days * DAY_MS);
  const leads: Lead[] = [];
  const messages: Message[] = [];
  for (const t of templates) {
    const id = rng.id("lead_");
    leads.push({
      id,
      name: t.name,
      email: t.email,
      phone: t.phone,
      preferences: structuredClone(t.preferences),
      status: "new",
      score: null,
      qualification_type: null,
      created_at: daysAgo(t.createdDaysAgo),
      updated_at: daysAgo(t.lastActivityDaysAgo),
      last_activity_at: daysAgo(t.lastActivityDaysAgo),
    });
    for (const m of t.messages) {
      const created_at = daysAgo(m.daysAgo);
      messages.push({ id: rng.id("msg_"), lead_id: id, channel: m.channel, direction: "inbound", body: m.body, created_at });
    }
  }
  messages.sort((a, b) => compareTimestamps(a.created_at, b.created_at));
  return { leads, messages };
}

/** Scores the leads as the server would at `now`; scanning for their listings costs less than an index. */
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
