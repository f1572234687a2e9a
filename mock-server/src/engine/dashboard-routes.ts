import { Hono } from "hono";
import { createDashboard, type DashboardScriptReader } from "../dashboard";
import type { AppEnv } from "../http/app-env";
import { loopbackOnly } from "../sandbox/loopback-only";
import type { EngineContext } from "./engine-context";

/**
 * The developer dashboard at /dashboard. It embeds the full-scope demo key, so it is guarded
 * like the sandbox API: loopback callers only, unless the sandbox is opened up.
 */
export function dashboardRoutes(ctx: EngineContext, demoApiKey: () => string, script: DashboardScriptReader | undefined): Hono<AppEnv> {
  const guard = loopbackOnly(ctx.options.sandboxLoopbackOnly ?? true);
  const routes = new Hono<AppEnv>();
  routes.use("/dashboard", guard);
  routes.use("/dashboard/*", guard);
  routes.route("/", createDashboard<AppEnv>({ demoApiKey, script }));
  return routes;
}
