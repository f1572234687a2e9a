import type { Clock } from "../domain/clock/clock";
import { toIso } from "../domain/clock/iso";
import type { IdGenerator } from "../store/ids";
import type { components } from "@lps/sdk";

export type WebhookEvent = components["schemas"]["Event"];

export interface EventBus {
  /** Calls `listener` for every event the engine emits; returns an unsubscribe function. */
  subscribe(listener: (event: WebhookEvent) => void): () => void;
}

export type EventType = WebhookEvent["type"];
export type EventData<T extends EventType> = Extract<WebhookEvent, { type: T }>["data"];

/** Receives each event with the organisation it concerns (only its webhooks may receive it). */
export type EngineEventListener = (event: WebhookEvent, organizationId: string) => void;

export interface EngineEventBus extends EventBus {
  subscribe(listener: EngineEventListener): () => void;
  /**
   * Wraps `data` in the event envelope and hands it to every subscriber. The envelope never names
   * the organisation (the contract's events do not carry it); subscribers get it beside.
   */
  emit<T extends EventType>(type: T, data: EventData<T>, organizationId?: string): WebhookEvent;
}

/** The version label every envelope carries (see the contract's webhook examples). */
export const EVENT_VERSION = "2026-11-01";

/** `defaultOrganization`: whom an event emitted without one concerns (sandbox triggers act on the demo). */
export function createEventBus(clock: Clock, ids: IdGenerator, defaultOrganization: string): EngineEventBus {
  const listeners = new Set<EngineEventListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(type, data, organizationId = defaultOrganization) {
      const event = { id: ids("evt"), type, created: toIso(clock.now()), version: EVENT_VERSION, data } as WebhookEvent;
      for (const listener of listeners) {
        // A failing subscriber (e.g. delivery) must not fail the request that caused the event.
        try {
          listener(event, organizationId);
        } catch (error) {
          console.error("lps-mock: event listener failed", error);
        }
      }
      return event;
    },
  };
}
