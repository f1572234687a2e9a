import { issueTokens, type TokenResponse } from "../core/access-tokens";
import type { ClientRecord } from "../core/client-registry";
import type { OAuthContext } from "../core/context";
import { isSubset, parseScope, withinRole } from "../core/scopes";
import { OAuthError } from "../http/oauth-error";
import { required, type Params } from "../http/request-params";
import type { RequestSource } from "../http/request-source";

/** RFC 6749 §6 with rotation and reuse detection (RFC 9700 §4.14.2). */
export async function refreshTokenGrant(
  ctx: OAuthContext,
  client: ClientRecord,
  params: Params,
  issuer: string,
  source: RequestSource = {},
): Promise<TokenResponse> {
  const found = await ctx.grants.findRefresh(required(params, "refresh_token"));
  if (!found || found.grant.clientId !== client.client_id) {
    throw new OAuthError("invalid_grant", "The refresh token is unknown or was issued to another client.");
  }
  const { grant, hash } = found;
  if (grant.revoked) throw new OAuthError("invalid_grant", "The refresh token has been revoked.");
  const requested = parseScope(params.scope) ?? grant.scopes;
  if (!isSubset(requested, grant.scopes)) {
    throw new OAuthError("invalid_scope", `scope may only narrow the granted scope: ${grant.scopes.join(" ")}.`);
  }
  // Never more than the user's role allows now (RFC 6749 §3.3: the response's scope says so).
  const scopes = withinRole(ctx.identity, grant.subject, requested);
  if (!scopes) throw new OAuthError("invalid_grant", "The user who consented no longer exists.");
  if (scopes.length === 0) throw new OAuthError("invalid_scope", `The user's role allows none of these scopes now: ${requested.join(" ")}.`);
  // Claimed before any await: of N concurrent uses of one token exactly one gets past this line.
  if (!ctx.grants.claimRefresh(grant, hash)) {
    // Two parties hold the grant's tokens; the server cannot tell which is legitimate, so both lose.
    ctx.grants.revokeGrant(grant.id);
    ctx.audit({ action: "oauth.refresh_token.reused", actor: client.client_id, status: 400, resource_id: grant.id, ...source });
    throw new OAuthError("invalid_grant", "The refresh token was already used; the whole grant is revoked.");
  }
  // The new refresh token keeps the grant's full scope (RFC 6749 §6); only the access token narrows.
  return issueTokens(ctx, grant, scopes, issuer);
}
