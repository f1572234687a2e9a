import type { Hono } from "hono";
import { componentValidator } from "../contract/schema-validator";
import type { EngineContext } from "../engine/engine-types";
import type { EventData, EventType } from "../services/event-bus";
import { sampleEventData } from "./sample-events";
import type { AppEnv } from "../api/app-env";
import { validationProblem } from "../api/problem";
import { actingContext } from "./organization-scope";
import { sandboxBody } from "./sandbox-body";

/** The contract's `data` schema of each event type. */
const DATA_SCHEMAS: Record<EventType, string> = {
  "lead.qualified": "LeadQualifiedData",
  "property.matched": "PropertyMatchedData",
  "message.received": "MessageReceivedData",
  "analysis.completed": "AnalysisCompletedData",
};

/**
 * POST /__sandbox/trigger: emits an event like `stripe trigger`. Fields given in `data` replace
 * the sample's, and the result must still be valid for the event type.
 */
export function triggerRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/trigger", async (c) => {
    const acting = await actingContext(c, ctx, "sandboxTrigger");
    const { type, data } = await sandboxBody(c, "TriggerRequest");
    const merged = { ...sampleEventData(type, acting), ...data };
    const checked = componentValidator<EventData<typeof type>>(DATA_SCHEMAS[type])(merged, "/data");
    if (!checked.ok) throw validationProblem(checked.issues);
    return c.json(acting.events.emit(type, checked.value));
  });
}
