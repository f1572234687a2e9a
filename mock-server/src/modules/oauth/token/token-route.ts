import { Hono } from "hono";
import type { TokenResponse } from "../core/access-tokens";
import type { ClientRecord } from "../core/client-registry";
import type { OAuthContext } from "../core/context";
import { authenticateClient, readCredentials } from "../http/client-auth";
import { requestSource, type RequestSource } from "../http/request-source";
import { jsonNoStore, OAuthError, oauthEndpoint } from "../http/oauth-error";
import { readParams, required, type Params } from "../http/request-params";
import { authorizationCodeGrant } from "./authorization-code-grant";
import { refreshTokenGrant } from "./refresh-token-grant";

type GrantHandler = (ctx: OAuthContext, client: ClientRecord, params: Params, issuer: string, source: RequestSource) => Promise<TokenResponse>;

const GRANTS: Readonly<Record<string, GrantHandler>> = {
  authorization_code: authorizationCodeGrant,
  refresh_token: refreshTokenGrant,
};

export const GRANT_TYPES = Object.keys(GRANTS);

/** POST /oauth/token (RFC 6749 §3.2). */
export function tokenRoute(ctx: OAuthContext): Hono {
  return new Hono().post("/oauth/token", (c) =>
    oauthEndpoint(async () => {
      const params = await readParams(c.req.raw);
      const grantType = required(params, "grant_type");
      const grant = Object.hasOwn(GRANTS, grantType) ? GRANTS[grantType] : undefined;
      if (!grant) throw new OAuthError("unsupported_grant_type", `Supported: ${GRANT_TYPES.join(", ")}.`);
      const source = requestSource(c);
      const client = await authenticateClient(ctx, readCredentials(c.req.header("authorization"), params), source);
      const tokens = await grant(ctx, client, params, ctx.issuer(c.req.raw), source);
      ctx.audit({ action: `oauth.token.${grantType}`, actor: client.client_id, status: 200, ...source });
      return jsonNoStore(tokens);
    }),
  );
}
