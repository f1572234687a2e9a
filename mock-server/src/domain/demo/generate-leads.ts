import type { Random } from "../random";
import { compareTimestamps, DAY_MS, toTimestamp } from "../time";
import type { Lead, Message } from "../types";
import type { LeadTemplate } from "./demo-leads";

/**
 * The demo leads, still unscored (`new`), and their inbound messages, oldest first. Scoring
 * needs the listings, so the caller scores them.
 */
export function generateLeads(rng: Random, templates: readonly LeadTemplate[], now: number) {
  const daysAgo = (days: number) => toTimestamp(now - days * DAY_MS);
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
