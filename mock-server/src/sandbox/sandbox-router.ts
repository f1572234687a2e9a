import type { Hono } from "hono";
import type { EngineContext, EngineSurfaces, StateControl } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { ProblemError } from "../api/problem";
import { SANDBOX_PREFIX } from "../api/request-context";
import { routedApp } from "../api/routers";
import { apiKeyRoutes } from "./api-key-routes";
import { clockRoutes } from "./clock-routes";
import { eventRoutes } from "./event-routes";
import { faultRoutes } from "./fault-routes";
import { logRoutes } from "./log-routes";
import { messageRoutes } from "./message-routes";
import { organizationRoutes } from "./organization-routes";
import { seedRoutes } from "./seed-routes";
import { sandboxIndex } from "./sandbox-index";
import { stateRoutes } from "./state-routes";
import { triggerRoutes } from "./trigger-routes";
import { webhookRetryRoutes } from "./webhook-retry-routes";
import { sandboxBody, sandboxQueryInput } from "./sandbox-body";

/** The sandbox control API (mounted at /__sandbox; not part of openapi.yaml, see sandbox.yaml). */
export function createSandboxRouter(ctx: EngineContext, state: StateControl): Hono<AppEnv> {
  const router = routedApp<AppEnv>();
  router.post("/reset", async (c) => {
    sandboxQueryInput(c, "sandboxReset");
    const { demo_data } = await sandboxBody(c, "ResetOptions");
    try {
      await state.reset(demo_data === undefined ? {} : { demoData: demo_data });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProblemError(500, "internal_error", `The reset failed (${reason}); the previous state is still serving.`);
    }
    return c.json({ reset: true });
  });
  stateRoutes(router, state);
  for (const routes of [apiKeyRoutes, clockRoutes, logRoutes, faultRoutes, seedRoutes, messageRoutes, triggerRoutes, webhookRetryRoutes, eventRoutes, organizationRoutes]) routes(router, ctx);
  return router;
}

/** The sandbox as every host mounts it on the engine. */
export const sandboxSurface: EngineSurfaces["sandbox"] = (ctx, state) => ({
  routes: createSandboxRouter(ctx, state),
  index: (routes) => sandboxIndex(SANDBOX_PREFIX, routes),
});
