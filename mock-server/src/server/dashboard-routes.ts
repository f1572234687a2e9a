import { Hono, type MiddlewareHandler } from "hono";
import { createDashboard, type DashboardScriptReader } from "../dashboard";
import type { AppEnv } from "../http/app-env";
import { loopbackOnly } from "../http/loopback-only";
import type { EngineContext } from "../engine/engine-types";
import { sessionGates } from "../engine/oauth-module";

/**
 * A live session is renewed on each page. Under --auth the dashboard needs one; without it the
 * browser is sent to sign in to the demo organisation and comes back.
 */
function sessionGate(ctx: EngineContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const identity = sessionGates.get(ctx);
    if (!identity) return next();
    const current = await identity.currentUser(c.req.raw, c.env.clientIp);
    if (!current && ctx.options.auth) return c.redirect(`/signin?${new URLSearchParams({ return_to: c.req.path })}`, 302);
    await next();
    if (current?.setCookie) c.res.headers.append("Set-Cookie", current.setCookie);
  };
}

/**
 * The developer dashboard at /dashboard. It embeds the full-scope demo key, so it is guarded
 * like the sandbox API: loopback callers only, unless the sandbox is opened up.
 */
export function dashboardRoutes(ctx: EngineContext, demoApiKey: () => string, script: DashboardScriptReader | undefined): Hono<AppEnv> {
  const guard = loopbackOnly(ctx.options.sandboxLoopbackOnly ?? true);
  const gate = sessionGate(ctx);
  const routes = new Hono<AppEnv>();
  routes.use("/dashboard", guard, gate);
  routes.use("/dashboard/*", guard, gate);
  routes.route("/", createDashboard<AppEnv>({ demoApiKey, script }));
  return routes;
}
