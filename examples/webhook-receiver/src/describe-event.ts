import type { WebhookEvent } from "@lps/sdk/webhooks";

/** One line per event; the switch is exhaustive over the generated union. */
export function describeEvent(event: WebhookEvent): string {
  switch (event.type) {
    case "lead.qualified":
      return `${event.id} lead.qualified: ${event.data.lead_id} scored ${event.data.score} (${event.data.qualification_type})`;
    case "property.matched":
      return `${event.id} property.matched: ${event.data.match_count} listing(s) for ${event.data.lead_id}`;
    case "message.received":
      return `${event.id} message.received: ${event.data.channel} from ${event.data.lead_id}: ${event.data.body}`;
    case "analysis.completed":
      return `${event.id} analysis.completed: ${event.data.city ?? "all cities"}, median ${event.data.median_list_price ?? "n/a"}`;
    default:
      return `${(event as { id: string }).id} ${(event as { type: string }).type}: a type this SDK does not know yet`;
  }
}
