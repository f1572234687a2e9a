import { fail } from "../errors";
import type { WebhookEvent } from "../types";

const EXPECTED = "expected a JSON event with type and id";

/** Parses the verified body; only the envelope's discriminator and id are checked. */
export function parseEvent(text: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    return fail("invalid_payload", EXPECTED);
  }
  const { type, id } = (event ?? {}) as { type?: unknown; id?: unknown };
  if (typeof event !== "object" || typeof type !== "string" || typeof id !== "string") {
    fail("invalid_payload", EXPECTED);
  }
  return event as WebhookEvent;
}
