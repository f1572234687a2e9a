import { Hono, type MiddlewareHandler } from "hono";
import { createDashboard, type DashboardScriptReader } from "../../dashboard";
import type { AppEnv } from "../../api/app-env";
import { loopbackOnly } from "../../api/loopback-only";
import type { EngineContext } from "../../engine/engine-types";
import { sessionGates } from "../../engine/oauth-module";
import { OWN_REQUEST_HEADER } from "../../journal/journal-types";

/**
 * A live session is renewed on each page. Under --auth the dashboard needs one; without it the
 * browser is sent to sign in to the demo organisation and comes back. Requests that came with a
 * live session are marked in `signedIn`, so their page carries no key.
 */
function sessionGate(ctx: EngineContext, signedIn: WeakSet<Request>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const identity = sessionGates.get(ctx);
    if (!identity) return next();
    const current = await identity.currentUser(c.req.raw, c.env.clientIp);
    if (!current && ctx.options.auth) return c.redirect(`/signin?${new URLSearchParams({ return_to: c.req.path })}`, 302);
    // Only a live session renews a cookie; the demo owner of a loopback caller has none.
    if (current?.setCookie) signedIn.add(c.req.raw);
    await next();
    if (current?.setCookie) c.res.headers.append("Set-Cookie", current.setCookie);
  };
}

/**
 * The developer dashboard at /dashboard. Without a session it embeds the full-scope demo key, so
 * it is guarded like the sandbox API: loopback callers only, unless the sandbox is opened up. A
 * signed-in browser gets the page without a key: its cookie authenticates the page's calls.
 */
export function dashboardRoutes(ctx: EngineContext, demoApiKey: () => string, script: DashboardScriptReader | undefined): Hono<AppEnv> {
  const guard = loopbackOnly(ctx.options.sandboxLoopbackOnly ?? true, "the dashboard");
  const signedIn = new WeakSet<Request>();
  const gate = sessionGate(ctx, signedIn);
  const routes = new Hono<AppEnv>();
  routes.use("/dashboard", guard, gate);
  routes.use("/dashboard/*", guard, gate);
  routes.route("/", createDashboard<AppEnv>({ demoApiKey: (request) => (signedIn.has(request) ? null : demoApiKey()), script, ownRequestHeader: OWN_REQUEST_HEADER }));
  return routes;
}
