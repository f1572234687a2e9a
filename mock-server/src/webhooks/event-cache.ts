import type { WebhookEvent } from "./delivery-types";

export interface CachedEvent {
  event: WebhookEvent;
  /** The envelope serialised once: every attempt, to every endpoint, signs and sends these bytes. */
  body: string;
  /** Highest attempt number used per webhook id, so redeliveries continue the count. */
  attempts: Map<string, number>;
}

export function serializeEvent({ id, type, created, data, version }: WebhookEvent): string {
  return JSON.stringify({ id, type, created, data, version });
}

/** The most recent `limit` dispatched events, by id, for redelivery from a delivery record. */
export function createEventCache(limit: number) {
  const entries = new Map<string, CachedEvent>();
  return {
    get(eventId: string): CachedEvent | undefined {
      return entries.get(eventId);
    },
    remember(event: WebhookEvent): CachedEvent {
      const entry = entries.get(event.id) ?? { event, body: serializeEvent(event), attempts: new Map() };
      // Re-inserting moves the entry to the end, so eviction drops the least recently used.
      entries.delete(event.id);
      entries.set(event.id, entry);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
      return entry;
    },
  };
}

/** The next attempt number for an event at an endpoint, never below `after` + 1. */
export function nextAttemptNumber(entry: CachedEvent, webhookId: string, after = 0): number {
  const attempt = Math.max(entry.attempts.get(webhookId) ?? 0, after) + 1;
  entry.attempts.set(webhookId, attempt);
  return attempt;
}
