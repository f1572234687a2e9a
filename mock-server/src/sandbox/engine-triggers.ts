import { operations } from "../contract/operations";
import { sandboxSchemaValidator, sandboxValidator } from "../contract/sandbox-validator";
import { componentValidator, type Validator } from "../contract/schema-validator";
import { citySlug, QUALIFICATION_THRESHOLD } from "../domain";
import { validationProblem, notFoundProblem } from "../api/problem";
import type { Lead } from "../store/data-store";
import type { EngineContext, WebhookEvent } from "../engine/engine-types";
import type { EventType } from "../services/event-bus";
import { SAMPLE_MESSAGE } from "./sample-events";
import type { components, operations as apiOperations } from "@lps/sdk";

type LeadCreate = components["schemas"]["LeadCreate"];
type MarketQuery = NonNullable<apiOperations["getMarketAnalysis"]["parameters"]["query"]>;

/** How long the engine may take to emit (a new lead is scored after a short delay). */
const EMIT_TIMEOUT_MS = 5_000;

export interface EngineTrigger {
  type: EventType;
  /**
   * Merged into what the engine path is given, and held to that input's contract: the new lead's
   * fields (LeadCreate), the message (InboundMessage), the analysis query (GET /analytics/market).
   */
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

let marketQuery: Validator<MarketQuery> | undefined;

/** An analysis here is given what GET /analytics/market is: its query parameters are the schema. */
function marketQueryValidator(): Validator<MarketQuery> {
  const operation = operations.find((op) => op.id === "getMarketAnalysis");
  if (!operation) throw new Error("openapi.yaml has no operation getMarketAnalysis");
  const query = operation.parameters.filter((p) => p.in === "query");
  return sandboxSchemaValidator({ type: "object", additionalProperties: false, properties: Object.fromEntries(query.map((p) => [p.name, p.schema])) });
}

/** `value` as the path's contract has it, or a 400 naming each field under /data as sent. */
function checked<T>(validate: Validator<T>, value: unknown): T {
  const result = validate(value, "/data");
  if (!result.ok) throw validationProblem(result.issues);
  return result.value;
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
      subject = ctx.services.leads.create(checked(componentValidator<LeadCreate>("LeadCreate"), { ...QUALIFYING_LEAD, ...data })).id;
    } else if (type === "message.received") {
      // The sample stands in for a body left out, never for one sent: the sent one is checked.
      const message = checked(sandboxValidator("InboundMessage"), { channel: "sms", body: SAMPLE_MESSAGE, ...data });
      const lead = leadId === undefined ? newestLead(ctx) : ctx.data.leads.get(leadId);
      if (!lead) throw leadId === undefined ? validationProblem([{ pointer: "/lead_id", message: "no lead is stored to write the message" }]) : notFoundProblem("lead", leadId);
      subject = lead.id;
      ctx.services.leads.receiveMessage(lead.id, message);
    } else {
      // Checked before the newest listing's defaults apply: a listing's city may have no slug.
      const query = checked((marketQuery ??= marketQueryValidator()), data ?? {});
      const listing = ctx.data.properties.page({ limit: 1 }).data[0];
      ctx.services.market.analyze(query.city ?? (listing && citySlug(listing.location.city)), query.property_type ?? listing?.type);
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
