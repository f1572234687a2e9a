import { Hono } from "hono";
import type { ClientRecord } from "../core/client-registry";
import type { OAuthContext } from "../core/context";
import { authenticateClient, readCredentials } from "../http/client-auth";
import { requestSource } from "../http/request-source";
import { jsonNoStore, oauthEndpoint } from "../http/oauth-error";
import { readParams, required } from "../http/request-params";

/**
 * POST /oauth/revoke (RFC 7009). A refresh token takes its whole grant with it (§2.1); an access
 * token is revoked by its jti. Unknown tokens, and tokens of other clients, answer 200 like a
 * success (§2.2), so the endpoint cannot be used to probe which tokens exist.
 */
export function revokeRoute(ctx: OAuthContext): Hono {
  return new Hono().post("/oauth/revoke", (c) =>
    oauthEndpoint(async () => {
      const params = await readParams(c.req.raw);
      const token = required(params, "token");
      const source = requestSource(c);
      const client = await authenticateClient(ctx, readCredentials(c.req.header("authorization"), params), source);
      const grantId = await revoke(ctx, client, token);
      if (grantId !== undefined) {
        ctx.audit({
          action: "oauth.token.revoked",
          actor: client.client_id,
          status: 200,
          resource_id: grantId,
          ...source,
        });
      }
      return jsonNoStore({});
    }),
  );
}

// token_type_hint is only an optimisation (§2.1) and both lookups are cheap, so it is not needed.
async function revoke(ctx: OAuthContext, client: ClientRecord, token: string): Promise<string | undefined> {
  const refresh = await ctx.grants.findRefresh(token);
  if (refresh) {
    if (refresh.grant.clientId !== client.client_id) return undefined;
    ctx.grants.revokeGrant(refresh.grant.id);
    return refresh.grant.id;
  }
  const claims = await ctx.signer.verifySignature(token);
  const jti = typeof claims?.jti === "string" ? claims.jti : undefined;
  return jti !== undefined && ctx.grants.revokeAccess(jti, client.client_id) ? jti : undefined;
}
