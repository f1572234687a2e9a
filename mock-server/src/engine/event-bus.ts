import type { Clock } from "../clock/clock";
import { toIso } from "../clock/iso";
import type { IdGenerator } from "../store/ids";
import type { EventBus, WebhookEvent } from "./engine-types";

export type EventType = WebhookEvent["type"];
export type EventData<T extends EventType> = Extract<WebhookEvent, { type: T }>["data"];

export interface EngineEventBus extends EventBus {
  /** Wraps `data` in the event envelope and hands it to every subscriber. */
  emit<T extends EventType>(type: T, data: EventData<T>): WebhookEvent;
}

/** The version label every envelope carries (see the contract's webhook examples). */
export const EVENT_VERSION = "2026-11-01";

export function createEventBus(clock: Clock, ids: IdGenerator): EngineEventBus {
  const listeners = new Set<(event: WebhookEvent) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(type, data) {
      const event = { id: ids("evt"), type, created: toIso(clock.now()), version: EVENT_VERSION, data } as WebhookEvent;
      for (const listener of listeners) {
        // A failing subscriber (e.g. delivery) must not fail the request that caused the event.
        try {
          listener(event);
        } catch (error) {
          console.error("lps-mock: event listener failed", error);
        }
      }
      return event;
    },
  };
}
