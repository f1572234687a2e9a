import { toIso } from "../domain/clock/iso";
import { isRecentInbound, nextLeadStatus, scoreLead, scoreRecord } from "../domain";
import type { components } from "@lps/sdk";
import { notFound } from "../domain/domain-error";
import type { Page, PageQuery } from "../store/collection";
import type { Lead, LeadScoreReady, Message } from "../store/data-store";
import type { ServiceDeps } from "./service-deps";

type LeadCreate = components["schemas"]["LeadCreate"];
type LeadScore = components["schemas"]["LeadScore"];
/** What POST /__sandbox/leads/{lead_id}/messages takes (sandbox.yaml `InboundMessage`). */
export interface InboundMessage {
  channel?: Message["channel"];
  body: string;
}

export interface LeadServiceOptions {
  scoringDelayMs: number;
  qualificationThreshold: number;
  matchIdLimit: number;
}

export function createLeadService({ data, clock, ids, events, timers }: ServiceDeps, options: LeadServiceOptions) {
  function find(id: string): Lead {
    const lead = data.leads.get(id);
    if (!lead) throw notFound("lead", id);
    return lead;
  }

  function scoreNow(lead: Lead, now: number): LeadScoreReady {
    const { property_type, price_range } = lead.preferences;
    let inbound = 0;
    for (const message of data.messages.of(lead.id).values()) if (isRecentInbound(message, now)) inbound++;
    const scoring = scoreLead({
      lead,
      matchingActiveListings: data.propertyIndex.countInBudget(property_type, price_range.min, price_range.max),
      inboundMessages14d: inbound,
      now,
    });
    return scoreRecord(lead.id, scoring, now);
  }

  /** Scores a lead now, moves it through its lifecycle and announces each entry into `qualified`. */
  function qualify(id: string): void {
    const lead = data.leads.get(id);
    if (!lead) return; // removed by a reset while its score was pending
    const now = clock.now();
    const record = scoreNow(lead, now);
    const { status, enteredQualified } = nextLeadStatus(lead.status, record.score, options.qualificationThreshold);
    data.leads.replace({ ...lead, status, score: record.score, qualification_type: record.qualification_type, updated_at: toIso(now) });
    data.scores.set(id, record);
    if (enteredQualified) {
      const { score, qualification_type, triggers } = record;
      events.emit("lead.qualified", { lead_id: id, score, qualification_type, triggers });
    }
  }

  /**
   * Scores a lead again after its inputs changed (a message, listings in its budget). A lead
   * still waiting for its first score is left to that pending scoring, which reads fresh inputs.
   */
  function rescore(id: string): void {
    if (data.scores.has(id)) qualify(id);
  }

  return {
    rescore,
    /** Schedules the first score of every lead without one (a state saved while scores were pending). */
    scorePending(): void {
      for (const lead of data.leads.values()) {
        if (!data.scores.has(lead.id)) timers.after(options.scoringDelayMs, () => qualify(lead.id));
      }
    },
    create(input: LeadCreate): Lead {
      const now = toIso(clock.now());
      const lead: Lead = {
        id: ids("lead"),
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        preferences: input.preferences,
        status: "new",
        score: null,
        qualification_type: null,
        created_at: now,
        updated_at: now,
        last_activity_at: now,
      };
      data.leads.insert(lead);
      data.leadIndex.upsert(lead);
      const match = data.propertyIndex.matchLead(lead.preferences, options.matchIdLimit);
      if (match.count > 0) {
        events.emit("property.matched", { lead_id: lead.id, property_ids: match.ids, match_count: match.count, reason: "lead_created" });
      }
      timers.after(options.scoringDelayMs, () => qualify(lead.id));
      return lead;
    },
    /** Replaces the leads (demo data) with their messages and their scores as they were computed. */
    load(leads: Lead[], messages: Message[], scores: LeadScoreReady[]): void {
      for (const message of messages) data.messages.of(message.lead_id).insert(message);
      data.loadLeads(leads);
      for (const score of scores) data.scores.set(score.lead_id, score);
    },
    list(status: Lead["status"] | undefined, page: Omit<PageQuery<Lead>, "filter">): Page<Lead> {
      return data.leads.page(status === undefined ? page : { ...page, filter: (lead) => lead.status === status });
    },
    get: find,
    score(id: string): LeadScore {
      const lead = find(id);
      return data.scores.get(id) ?? { status: "pending", lead_id: id, submitted_at: lead.created_at };
    },
    /** An inbound message: stored, announced with `message.received`, and counted in a new score. */
    receiveMessage(id: string, input: InboundMessage): Message {
      const lead = find(id);
      const now = toIso(clock.now());
      const message: Message = { id: ids("msg"), lead_id: id, channel: input.channel ?? "sms", direction: "inbound", body: input.body, created_at: now };
      data.messages.of(id).insert(message);
      data.leads.replace({ ...lead, last_activity_at: now, updated_at: now });
      events.emit("message.received", { message_id: message.id, lead_id: id, channel: message.channel, body: message.body, received_at: now });
      rescore(id);
      return message;
    },
    messages(id: string, page: Omit<PageQuery<Message>, "filter">): Page<Message> {
      find(id);
      return data.messages.of(id).page(page);
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
