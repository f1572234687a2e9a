import { componentValidator } from "../contract/schema-validator";
import { citySlug, QUALIFICATION_THRESHOLD } from "../domain";
import { validationProblem, notFoundProblem } from "../http/problem";
import type { Lead } from "../store/data-store";
import type { EngineContext, WebhookEvent } from "../engine/engine-types";
import type { EventType } from "../services/event-bus";
import type { components } from "@lps/sdk";

type LeadCreate = components["schemas"]["LeadCreate"];

/** How long the engine may take to emit (a new lead is scored after a short delay). */
const EMIT_TIMEOUT_MS = 5_000;

export interface EngineTrigger {
  type: EventType;
  /** Merged into what the engine path is given: the new lead's fields, the message, the analysis query. */
  data?: Record<string, unknown>;
  /** The lead that writes the message (message.received); the newest lead by default. */
  leadId?: string;
}

/** A lead every part of the score favours but messages: 30 + 15 + 10 + 10 + 5 = 70, the threshold. */
const QUALIFYING_LEAD: LeadCreate = {
  name: "Jordan Rivera",
  email: "jordan.rivera@example.com",
  phone: "+14155550187",
  preferences: { property_type: "residential", price_range: { min: 0, max: 1_000_000_000 }, timeline: "immediate", pre_approved: true },
};

const SAMPLE_MESSAGE = "Hi, is the listing still available? Could we see it this Saturday?";

function leadInput(data: Record<string, unknown> | undefined): LeadCreate {
  const checked = componentValidator<LeadCreate>("LeadCreate")({ ...QUALIFYING_LEAD, ...data }, "/data");
  if (!checked.ok) throw validationProblem(checked.issues);
  return checked.value;
}

const newestLead = (ctx: EngineContext): Lead | undefined => ctx.data.leads.page({ limit: 1 }).data[0];

/**
 * Makes the engine emit `type` the way it does in use, not from a canned body: a new lead that
 * qualifies (lead.qualified), a new lead that listings match (property.matched), an inbound
 * message (message.received), a market analysis (analysis.completed). Resolves with the event.
 */
export async function triggerThroughEngine(ctx: EngineContext, { type, data, leadId }: EngineTrigger): Promise<WebhookEvent> {
  if (leadId !== undefined && type !== "message.received") {
    throw validationProblem([{ pointer: "/lead_id", message: "applies to message.received only: the other events come from a new lead or an analysis" }]);
  }
  let subject: string | undefined;
  let resolveEvent: (event: WebhookEvent) => void = () => undefined;
  const emitted = new Promise<WebhookEvent>((resolve) => (resolveEvent = resolve));
  // Subscribed before acting: property.matched and message.received are emitted synchronously.
  const unsubscribe = ctx.events.subscribe((event) => {
    const about = (event.data as { lead_id?: string }).lead_id;
    if (event.type === type && (subject === undefined || about === subject)) resolveEvent(event);
  });
  try {
    if (type === "lead.qualified" || type === "property.matched") {
      subject = ctx.services.leads.create(leadInput(data)).id;
    } else if (type === "message.received") {
      const lead = leadId === undefined ? newestLead(ctx) : ctx.data.leads.get(leadId);
      if (!lead) throw leadId === undefined ? validationProblem([{ pointer: "/lead_id", message: "no lead is stored to write the message" }]) : notFoundProblem("lead", leadId);
      subject = lead.id;
      const channel = data?.channel === "email" || data?.channel === "chat" ? data.channel : "sms";
      ctx.services.leads.receiveMessage(lead.id, { channel, body: typeof data?.body === "string" && data.body ? data.body : SAMPLE_MESSAGE });
    } else {
      const listing = ctx.data.properties.page({ limit: 1 }).data[0];
      const city = typeof data?.city === "string" ? data.city : listing && citySlug(listing.location.city);
      ctx.services.market.analyze(city, (data?.property_type as Lead["preferences"]["property_type"]) ?? listing?.type);
    }
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const timeUp = new Promise<undefined>((resolve) => void timers.add(setTimeout(() => resolve(undefined), EMIT_TIMEOUT_MS)));
    const event = await Promise.race([emitted, timeUp]);
    for (const timer of timers) clearTimeout(timer);
    if (event) return event;
    const score = subject === undefined ? undefined : ctx.data.scores.get(subject)?.score;
    throw validationProblem([
      {
        pointer: "/data",
        message: `the engine emitted no ${type}${score === undefined ? "" : `: the lead scored ${score}, below the qualification threshold ${QUALIFICATION_THRESHOLD}`}`,
      },
    ]);
  } finally {
    unsubscribe();
  }
}
