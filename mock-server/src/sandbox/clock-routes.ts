import type { Hono } from "hono";
import { z } from "zod";
import { toIso } from "../clock/iso";
import type { EngineContext } from "../engine/engine-context";
import type { AppEnv } from "../http/app-env";
import { sandboxBody } from "./sandbox-body";

const ClockInput = z
  .strictObject({
    advance_seconds: z.number().min(0).optional(),
    set: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((input) => input.advance_seconds === undefined || input.set === undefined, {
    path: ["set"],
    message: "send either advance_seconds or set, not both",
  });

export function clockRoutes(router: Hono<AppEnv>, { clock }: EngineContext): void {
  const now = () => ({ now: toIso(clock.now()) });
  router.get("/clock", (c) => c.json(now()));
  router.post("/clock", async (c) => {
    const input = await sandboxBody(c, ClockInput);
    if (input.advance_seconds !== undefined) clock.advance(input.advance_seconds * 1000);
    if (input.set !== undefined) clock.set(Date.parse(input.set));
    return c.json(now());
  });
}
