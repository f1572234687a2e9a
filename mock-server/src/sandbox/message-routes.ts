import type { Hono } from "hono";
import * as z from "zod/mini";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../http/app-env";
import type { Message } from "../store/data-store";
import { actingContext } from "./organization-scope";
import { sandboxBody } from "./sandbox-body";

// sandbox.yaml `InboundMessage`; `satisfies` ties the channels to the contract's MessageChannel.
const CHANNELS = ["sms", "email", "chat"] as const satisfies readonly Message["channel"][];
const InboundMessage = z.strictObject({
  channel: z.optional(z.enum(CHANNELS)),
  body: z.string().check(z.minLength(1), z.maxLength(5000)),
});

/** POST /__sandbox/leads/{lead_id}/messages: a message as if the lead had written it. */
export function messageRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/leads/:lead_id/messages", async (c) => {
    const { services } = await actingContext(c, ctx);
    const input = await sandboxBody(c, InboundMessage);
    return c.json(services.leads.receiveMessage(c.req.param("lead_id"), input));
  });
}
