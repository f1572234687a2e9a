import { fail } from "../errors";
import type { WebhookEvent } from "../types";

/** Parses the verified body; only the envelope's discriminator and id are checked. */
export function parseEvent(text: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    return fail("invalid_payload", "body is not JSON");
  }
  const { type, id } = (event ?? {}) as { type?: unknown; id?: unknown };
  if (typeof event !== "object" || typeof type !== "string" || typeof id !== "string") {
    fail("invalid_payload", "body is not an event with type and id");
  }
  return event as WebhookEvent;
}
