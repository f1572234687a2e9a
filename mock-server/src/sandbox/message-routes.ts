import type { Hono } from "hono";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { actingContext } from "./organization-scope";
import { sandboxBody } from "./sandbox-body";

/** POST /__sandbox/leads/{lead_id}/messages: a message as if the lead had written it. */
export function messageRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/leads/:lead_id/messages", async (c) => {
    const { services } = await actingContext(c, ctx, "sandboxReceiveMessage");
    const input = await sandboxBody(c, "InboundMessage");
    return c.json(services.leads.receiveMessage(c.req.param("lead_id"), input));
  });
}
