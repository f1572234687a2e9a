import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { createOAuthServer } from "../oauth";
import { CLIENT_ID_BYTES } from "../oauth/defaults";
import { seededRandom } from "../store/ids";
import type { EngineModule } from "./engine-module";
import { oauthStateHooks } from "./oauth-state";

/**
 * The authorization server on the engine's clock and audit log: its routes at the root, its
 * access tokens accepted wherever an API key is.
 */
export const oauthModule: EngineModule = {
  name: "oauth",
  setup(ctx) {
    const { seed } = ctx.options;
    // Under a seed the client ids repeat (public: printed, put in configs and URLs), but secrets,
    // codes, tokens and signing keys stay cryptographically random: a seed is often a small
    // number on a command line, and whoever knows it must not be able to compute credentials.
    // seed + 3: a stream apart from the engine's ids (seed), chance (+1) and demo API key (+2).
    const ids = seed === undefined ? undefined : seededRandom(seed + 3);
    let draws = 0;
    const idRandom = ids && ((bytes: number) => (draws++, ids(new Uint8Array(bytes))));
    const server = createOAuthServer({
      clock: ctx.clock,
      ...(idRandom && { idRandom }),
      issuer: () => ctx.options.publicUrl?.(),
      audit: ({ action, actor, status, ip, resource_id }) =>
        ctx.audit.record({ actor, action, status, ip: ip ?? "", resource_id: resource_id ?? null, request_id: null }),
    });
    // Expired tokens come back too: the authenticator judges expiry itself, to answer token_expired.
    // Until a client names its organisation, its tokens act for the demo one.
    ctx.accessTokenVerifiers.push(async (token) => {
      const claims = await server.inspectAccessToken(token);
      return claims && { organizationId: ctx.organizations.demo().id, ...claims };
    });
    ctx.grantScopes.push((grantId) => server.grantScopes(grantId));
    return {
      routes: server.routes as unknown as Hono<AppEnv>,
      reset: () => server.reset(),
      demo: async () => ({ oauthClient: await server.demoClient() }),
      state: oauthStateHooks(server, {
        draws: () => draws,
        // Every client id draws the same number of bytes, so replaying the count lands exactly.
        skip: (count) => {
          while (idRandom && draws < count) idRandom(CLIENT_ID_BYTES);
        },
      }),
    };
  },
};
