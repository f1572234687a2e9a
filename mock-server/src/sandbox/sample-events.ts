import { toIso } from "../domain/clock/iso";
import { citySlug } from "../domain";
import type { Lead } from "../store/data-store";
import type { EngineContext } from "../engine/engine-types";
import type { EventData, EventType } from "../services/event-bus";
import { analysisCompletedData } from "../services/market-service";

type SampleContext = Pick<EngineContext, "data" | "ids" | "clock" | "services">;

/** What a lead writes when the caller gives no message body. */
export const SAMPLE_MESSAGE = "Hi, is the listing still available? Could we see it this Saturday?";

/**
 * Plausible `data` for a triggered event (POST /__sandbox/trigger), built from the newest
 * stored records so a receiver can fetch what the event names; made-up ids only when the store
 * holds nothing to point at.
 */
export function sampleEventData<T extends EventType>(type: T, ctx: SampleContext): EventData<T> {
  return SAMPLES[type](ctx) as EventData<T>;
}

const newest = <T extends { id: string }>(page: { data: T[] }): T | undefined => page.data[0];
const newestLead = ({ data }: SampleContext, filter?: (lead: Lead) => boolean) =>
  newest(data.leads.page(filter ? { limit: 1, filter } : { limit: 1 }));

const SAMPLES: { [T in EventType]: (ctx: SampleContext) => EventData<T> } = {
  "lead.qualified"(ctx) {
    const qualified = newestLead(ctx, (lead) => lead.status === "qualified");
    const score = qualified && ctx.data.scores.get(qualified.id);
    if (qualified && score) {
      return { lead_id: qualified.id, score: score.score, qualification_type: score.qualification_type, triggers: score.triggers };
    }
    const lead = newestLead(ctx);
    return { lead_id: lead?.id ?? ctx.ids("lead"), score: 85, qualification_type: "hot", triggers: ["budget_match", "high_engagement"] };
  },
  "property.matched"(ctx) {
    const lead = newestLead(ctx);
    const match = lead ? ctx.data.propertyIndex.matchLead(lead.preferences) : { ids: [], count: 0 };
    const propertyIds = match.count > 0 ? match.ids : [newest(ctx.data.properties.page({ limit: 1 }))?.id ?? ctx.ids("prop")];
    return {
      lead_id: lead?.id ?? ctx.ids("lead"),
      property_ids: propertyIds,
      match_count: Math.max(match.count, propertyIds.length),
      reason: "lead_created",
    };
  },
  "message.received"(ctx) {
    const lead = newestLead(ctx);
    const message = lead && newest(ctx.data.messages.of(lead.id).page({ limit: 1 }));
    if (message) {
      const { id, lead_id, channel, body, created_at } = message;
      return { message_id: id, lead_id, channel, body, received_at: created_at };
    }
    const receivedAt = toIso(ctx.clock.now());
    return { message_id: ctx.ids("msg"), lead_id: lead?.id ?? ctx.ids("lead"), channel: "sms", body: SAMPLE_MESSAGE, received_at: receivedAt };
  },
  "analysis.completed"(ctx) {
    const listing = newest(ctx.data.properties.page({ limit: 1 }));
    const city = listing ? citySlug(listing.location.city) : undefined;
    return analysisCompletedData(ctx.services.market.run(city, listing?.type));
  },
};
