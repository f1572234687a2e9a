import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { createOAuthServer } from "../oauth";
import type { EngineModule } from "./engine-module";

/**
 * The authorization server on the engine's clock and audit log: its routes at the root, its
 * access tokens accepted wherever an API key is.
 */
export const oauthModule: EngineModule = {
  name: "oauth",
  setup(ctx) {
    const server = createOAuthServer({
      clock: ctx.clock,
      issuer: () => ctx.options.publicUrl?.(),
      audit: ({ action, actor, status, ip, resource_id }) =>
        ctx.audit.record({ actor, action, status, ip: ip ?? "", resource_id: resource_id ?? null, request_id: null }),
    });
    ctx.accessTokenVerifiers.push((token) => server.verifyAccessToken(token));
    return {
      routes: server.routes as unknown as Hono<AppEnv>,
      reset: () => server.reset(),
      demo: async () => ({ oauthClient: await server.demoClient() }),
    };
  },
};
