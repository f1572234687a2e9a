import { Hono } from "hono";
import { authorizeRoutes } from "./authorize/authorize-routes";
import { inspectAccessToken, verifyAccessToken } from "./core/access-tokens";
import { parseClientInput } from "./core/client-input";
import { ProblemError } from "../../api/problem";
import type { ClientRecord } from "./core/client-registry";
import { createContext } from "./core/context";
import { withinRole } from "./core/scopes";
import { DEMO_CLIENT } from "./defaults";
import { discoveryRoutes } from "./discovery/discovery-routes";
import { clientsRoutes, registerClient } from "./sandbox/clients-routes";
import { tokenRoute } from "./token/token-route";
import type { DemoClient, OAuthServer, OAuthServerOptions } from "./types";

/** The authorization server: stateful, in memory, on the caller's clock. */
export function createOAuthServer(options: OAuthServerOptions): OAuthServer {
  const ctx = createContext(options);
  let demo: Promise<{ record: ClientRecord; credentials: DemoClient }> | undefined;

  const routes = new Hono().route("/", authorizeRoutes(ctx)).route("/", tokenRoute(ctx)).route("/", discoveryRoutes(ctx)).route("/", clientsRoutes(ctx));

  return {
    routes,
    verifyAccessToken: (token) => verifyAccessToken(ctx, token),
    inspectAccessToken: (token) => inspectAccessToken(ctx, token),
    grantScopes: (grantId) => {
      const grant = ctx.grants.liveGrant(grantId);
      return grant && withinRole(ctx.identity, grant.subject, grant.scopes);
    },
    revokeUserGrants: (subject) => ctx.grants.revokeSubject(subject),
    clients: {
      // Programmatic callers get the same validation as the HTTP route; the error names each field.
      create: async (input) => {
        const parsed = parseClientInput(input);
        if (!parsed.ok) {
          const fields = parsed.issues.map(({ pointer, message }) => `${pointer} ${message}`).join("; ");
          throw new ProblemError(400, "validation_failed", `Invalid OAuth client: ${fields}`, { errors: parsed.issues });
        }
        return registerClient(ctx, parsed.value);
      },
      list: () => ctx.clients.list(),
    },
    async demoClient() {
      demo ??= ctx.clients
        .create({ ...DEMO_CLIENT, redirect_uris: [...DEMO_CLIENT.redirect_uris], organization_id: ctx.identity.defaultOrganizationId() })
        .then(({ record, created }) => ({
          record,
          credentials: { client_id: created.client_id, client_secret: created.client_secret ?? "", redirect_uri: DEMO_CLIENT.redirect_uris[0] },
        }));
      return (await demo).credentials;
    },
    async exportState() {
      const demoId = demo && (await demo).record.client_id;
      // The demo client belongs to the process (printed at its start), not to the saved state.
      return { clients: ctx.clients.records().filter((client) => client.client_id !== demoId), ...ctx.grants.dump() };
    },
    async importState(state) {
      for (const store of [ctx.clients, ctx.throttle, ctx.consents]) store.clear();
      // States saved before organisations existed belong to the default (demo) organisation.
      const organizationId = ctx.identity.defaultOrganizationId();
      ctx.grants.load({
        refresh_tokens: state.refresh_tokens,
        grants: state.grants.map((grant) => ({ ...grant, organizationId: grant.organizationId ?? organizationId, authTime: grant.authTime ?? 0 })),
      });
      for (const client of state.clients) ctx.clients.restore({ ...client, organization_id: client.organization_id ?? organizationId });
      if (demo) ctx.clients.restore((await demo).record);
    },
    async reset() {
      for (const store of [ctx.clients, ctx.grants, ctx.throttle, ctx.consents, ctx.authorizeLimiter]) store.clear();
      // The demo credentials were printed at startup; they must keep working after a reset.
      if (demo) ctx.clients.restore((await demo).record);
    },
  };
}
