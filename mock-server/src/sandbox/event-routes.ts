import type { Hono } from "hono";
import type { EngineContext } from "../engine/engine-types";
import { triggerThroughEngine } from "./engine-triggers";
import type { AppEnv } from "../api/app-env";
import type { WebhookDelivery } from "../store/data-store";
import { actingContext } from "./organization-scope";
import { sandboxBody } from "./sandbox-body";

const POLL_MS = 25;

/** The event's delivery attempts, oldest first. */
function deliveriesOf(ctx: EngineContext, eventId: string): WebhookDelivery[] {
  const found: WebhookDelivery[] = [];
  for (const delivery of ctx.data.deliveries.all()) if (delivery.event_id === eventId) found.push(delivery);
  return found;
}

// Settled: every attempt ended and none has a retry scheduled.
const settled = (deliveries: WebhookDelivery[]) => deliveries.every((d) => d.status !== "pending" && d.next_attempt_at === null);

/**
 * POST /__sandbox/events: the engine emits the event type through its real path (what
 * `lps-mock trigger` runs); answers the event and, after up to `wait_seconds`, its deliveries.
 */
export function eventRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/events", async (c) => {
    const acting = await actingContext(c, ctx, "sandboxFireEvent");
    const input = await sandboxBody(c, "EventRequest");
    const event = await triggerThroughEngine(acting, { type: input.type, ...(input.data && { data: input.data }), ...(input.lead_id && { leadId: input.lead_id }) });
    const deadline = Date.now() + (input.wait_seconds ?? 0) * 1000;
    let deliveries = deliveriesOf(acting, event.id);
    while (!settled(deliveries) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      deliveries = deliveriesOf(acting, event.id);
    }
    return c.json({ event, deliveries });
  });
}
