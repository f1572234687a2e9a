import type { Hono } from "hono";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { sandboxBody, sandboxQueryInput } from "./sandbox-body";

/**
 * POST /__sandbox/webhooks/retry-due: every failed delivery waiting for its next attempt gets
 * it now, without moving the clock or waiting for `next_attempt_at`. Answers the queued
 * attempts (status `pending`), oldest schedule first.
 */
export function webhookRetryRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/webhooks/retry-due", async (c) => {
    sandboxQueryInput(c, "sandboxRetryDueWebhooks");
    await sandboxBody(c, "RetryDueRequest");
    const deliveries = ctx.dispatcher?.retryAll() ?? [];
    return c.json({ retried: deliveries.length, data: deliveries });
  });
}
