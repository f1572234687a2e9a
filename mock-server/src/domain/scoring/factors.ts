import { DAY_MS } from "../clock/iso";
import type { Lead, Message, ScoreFactor, Timeline } from "../types";

/** How far back inbound messages count towards `high_engagement`. */
export const ENGAGEMENT_WINDOW_MS = 14 * DAY_MS;

export const isRecentInbound = (m: Message, now: number): boolean => {
  const at = Date.parse(m.created_at);
  return m.direction === "inbound" && at <= now && now - at <= ENGAGEMENT_WINDOW_MS;
};

/** What the caller knows at scoring time; the model reads no store and no clock. */
export interface ScoreInput {
  lead: Lead;
  /** Active listings of the wanted type within the lead's price range. */
  matchingActiveListings: number;
  inboundMessages14d: number;
  now: number;
}

export interface FactorRule {
  factor: ScoreFactor;
  weight: number;
  /** From 0 to 1; the points are `weight × value`. */
  value(input: ScoreInput): number;
}

// Step curves (0, 0.5 or 1), so an integrator reading docs/scoring.md can work out a score by hand.
const steps = (n: number, half: number, full: number): number => (n >= full ? 1 : n >= half ? 0.5 : 0);

const TIMELINE_VALUE: Record<Timeline, number> = {
  immediate: 1,
  within_3_months: 0.5,
  within_6_months: 0,
  exploring: 0,
};

function recency(lastActivityAt: string, now: number): number {
  const ageDays = (now - Date.parse(lastActivityAt)) / DAY_MS;
  return ageDays <= 7 ? 1 : ageDays <= 30 ? 0.5 : 0;
}

function contactCompleteness({ name, email, phone }: Lead): number {
  if (!name || !email) return 0;
  return phone ? 1 : 0.5;
}

/** The model, in the order the breakdown lists it. The weights add up to 100. */
export const FACTORS: readonly FactorRule[] = [
  { factor: "budget_match", weight: 30, value: (i) => steps(i.matchingActiveListings, 1, 3) },
  { factor: "high_engagement", weight: 30, value: (i) => steps(i.inboundMessages14d, 1, 2) },
  {
    factor: "urgent_timeline",
    weight: 15,
    value: (i) => (i.lead.preferences.timeline ? TIMELINE_VALUE[i.lead.preferences.timeline] : 0),
  },
  { factor: "pre_approved", weight: 10, value: (i) => (i.lead.preferences.pre_approved ? 1 : 0) },
  { factor: "recent_activity", weight: 10, value: (i) => recency(i.lead.last_activity_at, i.now) },
  { factor: "complete_contact_info", weight: 5, value: (i) => contactCompleteness(i.lead) },
];
