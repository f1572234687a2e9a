import { ACCESS_TOKEN_TTL_S } from "../defaults";
import type { VerifiedAccessToken } from "../types";
import { randomToken } from "./bytes";
import type { OAuthContext } from "./context";
import type { Grant } from "./grant-store";
import { issueIdToken } from "./id-token";
import { formatScope, parseScope } from "./scopes";

export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
  /** OpenID Connect: present when the scope includes openid. */
  id_token?: string;
}

const JTI_BYTES = 16;

/**
 * A new access token (narrowed to `scopes`), the grant's next refresh token and, for `openid`,
 * an ID token (`nonce` only on the code exchange: OpenID Connect Core §12.2).
 */
export async function issueTokens(
  ctx: OAuthContext,
  grant: Grant,
  scopes: string[],
  issuer: string,
  nonce?: string,
): Promise<TokenResponse> {
  const jti = randomToken(ctx.random, JTI_BYTES);
  const scope = formatScope(scopes);
  const claims = { iss: issuer, sub: grant.subject, client_id: grant.clientId, org_id: grant.organizationId, scope, jti };
  const token = await ctx.signer.sign(claims, ctx.clock.now());
  ctx.grants.recordAccess(jti, grant, issuer);
  const idToken = scopes.includes("openid") ? await issueIdToken(ctx, { grant, scopes, issuer, accessToken: token, nonce }) : undefined;
  return {
    access_token: token,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_TTL_S,
    refresh_token: await ctx.grants.rotateRefresh(grant),
    scope,
    ...(idToken && { id_token: idToken }),
  };
}

/** Everything `verifyAccessToken` checks but expiry: an expired token still gives its claims. */
export async function inspectAccessToken(ctx: OAuthContext, token: string): Promise<VerifiedAccessToken | null> {
  const claims = await ctx.signer.verify(token);
  if (typeof claims?.jti !== "string" || typeof claims.iss !== "string" || typeof claims.exp !== "number") return null;
  const grant = ctx.grants.activeAccess(claims.jti, claims.iss);
  if (!grant) return null;
  return {
    clientId: grant.clientId,
    grantId: grant.id,
    subject: grant.subject,
    organizationId: grant.organizationId,
    scopes: parseScope(typeof claims.scope === "string" ? claims.scope : undefined) ?? [],
    expiresAt: claims.exp * 1000,
  };
}

export async function verifyAccessToken(ctx: OAuthContext, token: string): Promise<VerifiedAccessToken | null> {
  const verified = await inspectAccessToken(ctx, token);
  return verified && verified.expiresAt > ctx.clock.now() ? verified : null;
}
