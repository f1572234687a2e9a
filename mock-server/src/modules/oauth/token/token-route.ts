import { Hono } from "hono";
import type { ClientRecord } from "../core/client-registry";
import type { OAuthContext } from "../core/context";
import { requestClient } from "../http/client-auth";
import { jsonNoStore, OAuthError, oauthEndpoint } from "../http/oauth-error";
import { readParams, required } from "../http/request-params";
import { GRANT_TYPES, GRANTS } from "./grants";

/** POST /oauth/token (RFC 6749 §3.2) and POST /oauth/revoke (RFC 7009). */
export function tokenRoute(ctx: OAuthContext): Hono {
  return new Hono()
    .post("/oauth/token", (c) =>
      oauthEndpoint(async () => {
        const params = await readParams(c.req.raw);
        const grantType = required(params, "grant_type");
        const grant = Object.hasOwn(GRANTS, grantType) ? GRANTS[grantType] : undefined;
        if (!grant) throw new OAuthError("unsupported_grant_type", `Supported: ${GRANT_TYPES.join(", ")}.`);
        const { client, source } = await requestClient(ctx, c, params);
        const tokens = await grant(ctx, client, params, ctx.issuer(c.req.raw), source);
        ctx.audit({ action: `oauth.token.${grantType}`, actor: client.client_id, status: 200, ...source });
        return jsonNoStore(tokens);
      }),
    )
    // Unknown tokens and other clients' tokens answer 200 like a success (§2.2), so the endpoint cannot probe which exist.
    .post("/oauth/revoke", (c) =>
      oauthEndpoint(async () => {
        const params = await readParams(c.req.raw);
        const token = required(params, "token");
        const { client, source } = await requestClient(ctx, c, params);
        const revoked = await revoke(ctx, client, token);
        if (revoked !== undefined) ctx.audit({ action: "oauth.token.revoked", actor: client.client_id, status: 200, resource_id: revoked, ...source });
        return jsonNoStore({});
      }),
    );
}

// A refresh token takes its whole grant with it (§2.1), an access token goes by its jti.
// token_type_hint is only an optimisation (§2.1) and both lookups are cheap, so it is not read.
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
