import type { components } from "@lps/sdk";

type EventType = components["schemas"]["WebhookEventType"];

/**
 * The read scopes whose data each event carries. Subscribing needs them all (besides the
 * operation's own `leads.write`), and an endpoint stops receiving the event once the credential
 * that registered it no longer holds them: a webhook must not show what the API would refuse.
 */
export const EVENT_READ_SCOPES: Readonly<Record<EventType, readonly string[]>> = {
  // The lead and its score.
  "lead.qualified": ["leads.read"],
  // Which leads match which listings.
  "property.matched": ["leads.read", "properties.read"],
  // The message body, readable through GET /leads/{id}/messages.
  "message.received": ["leads.read"],
  // The market figures of GET /analytics/market.
  "analysis.completed": ["analytics.read"],
};

/** Whether a credential holding `scopes` may receive events of `type`. */
export function mayReceive(type: string, scopes: ReadonlySet<string>): boolean {
  const needed = Object.hasOwn(EVENT_READ_SCOPES, type) ? EVENT_READ_SCOPES[type as EventType] : [];
  return needed.every((scope) => scopes.has(scope));
}
