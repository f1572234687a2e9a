import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { PASSWORDLESS_ROUTES } from "../modules/identity/defaults";
import { createIdentity } from "../modules/identity/identity";
import { oauthIdentity } from "../modules/identity/oauth-adapter";
import { createOAuthServer } from "../modules/oauth";
import { webRandom } from "../modules/oauth/core/bytes";
import { createSigner } from "../modules/oauth/core/signer";
import { CLIENT_ID_BYTES, PREFIX } from "../modules/oauth/defaults";
import { loopbackOnly } from "../api/loopback-only";
import { seededRandom } from "../store/ids";
import { selfAddress } from "../webhooks/url-policy";
import { ENGINE_DEFAULTS, OAUTH_MODULE } from "./defaults";
import type { EngineModule } from "./engine-types";
import { oauthStateHooks } from "./oauth-state";

/** The authorization server and the identity layer on the engine's clock and audit log. */
export const oauthModule: EngineModule = {
  name: OAUTH_MODULE,
  setup(ctx) {
    const { seed } = ctx.options;
    // A seed repeats client ids only: whoever knows a seed must not compute secrets or tokens.
    // seed + 3: a stream apart from the engine's ids (seed), chance (+1) and demo API key (+2).
    const ids = seed === undefined ? undefined : seededRandom(seed + 3);
    let draws = 0;
    const idRandom = ids && ((bytes: number) => (draws++, ids(new Uint8Array(bytes))));
    // One key set signs access tokens, ID tokens and session tokens.
    const signer = createSigner();
    // Each entry belongs to the organisation of the user or client it names, for scoped audit logs.
    let server: ReturnType<typeof createOAuthServer> | undefined;
    const organizationOf = (id: string | undefined): string | undefined =>
      id?.startsWith("usr_") ? identity.users.get(id)?.organization_id
        : id?.startsWith(PREFIX.clientId) ? server?.clients.list().find((client) => client.client_id === id)?.organization_id
          : undefined;
    const audit = (entry: { action: string; actor: string; status: number; ip?: string; resource_id?: string; organization_id?: string; request_id?: string }) => {
      const organization_id = entry.organization_id ?? organizationOf(entry.actor) ?? organizationOf(entry.resource_id);
      // No ip or request id: nobody's request caused the entry (an SSO change ending sessions).
      ctx.audit.record({ ...entry, ...(organization_id && { organization_id }), ip: entry.ip ?? "", resource_id: entry.resource_id ?? null, request_id: entry.request_id ?? null });
    };
    const identity = createIdentity({
      clock: ctx.clock,
      random: webRandom,
      signer,
      organizations: ctx.organizations,
      newUserId: () => ctx.ids("usr"),
      // The engine's seeded ids, so a seed repeats subjects and a reloaded snapshot never does.
      newTestUserSubject: () => ctx.ids("idu"),
      audit,
      baseUrl: (request) => ctx.options.publicUrl?.() ?? new URL(request.url).origin,
      requireSession: ctx.options.auth ?? false,
      allowLoopbackHttp: ctx.options.sandboxMode ?? ENGINE_DEFAULTS.sandboxMode,
      self: () => selfAddress(ctx.options.publicUrl?.()),
    });
    server = createOAuthServer({
      clock: ctx.clock,
      signer,
      identity: oauthIdentity(identity, ctx.organizations),
      ...(idRandom && { idRandom }),
      issuer: () => ctx.options.publicUrl?.(),
      audit,
    });
    // Expired tokens come back too: the authenticator judges expiry itself, to answer token_expired.
    ctx.accessTokenVerifiers.push((token) => server.inspectAccessToken(token));
    // Removing a user ends their grants and tokens, as it ends their sessions.
    identity.users.onRemoved((user) => server.revokeUserGrants(user.id));
    ctx.grantScopes.push((grantId) => server.grantScopes(grantId));
    ctx.sessionVerifiers.push((cookieHeader, origin) => identity.sessions.verifyCookieHeader(cookieHeader, origin));
    ctx.onSsoChanged.push((organizationId) => identity.ssoChanged(organizationId));
    sessionGates.set(ctx, identity);
    // Passwordless sign-in is a sandbox tool, kept like the sandbox.
    const passwordless = new Hono<AppEnv>();
    for (const path of PASSWORDLESS_ROUTES) passwordless.use(path, loopbackOnly(ctx.options.sandboxLoopbackOnly ?? true, "passwordless sign-in"));
    return {
      routes: passwordless
        .route("/", server.routes as unknown as Hono<AppEnv>)
        .route("/", identity.routes as unknown as Hono<AppEnv>),
      reset: async () => {
        identity.reset();
        await server.reset();
      },
      demo: async () => ({ oauthClient: await server.demoClient() }),
      state: oauthStateHooks(server, identity, {
        draws: () => draws,
        // Every client id draws the same number of bytes, so replaying the count lands exactly.
        skip: (count) => {
          while (idRandom && draws < count) idRandom(CLIENT_ID_BYTES);
        },
      }),
    };
  },
};

/** The identity of each engine, for the dashboard's session gate. */
export const sessionGates = new WeakMap<object, ReturnType<typeof createIdentity>>();
