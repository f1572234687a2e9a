import { ACCESS_TOKEN_TTL_S } from "../defaults";
import type { VerifiedAccessToken } from "../types";
import { randomToken } from "./bytes";
import type { OAuthContext } from "./context";
import type { Grant } from "./grant-store";
import { issueIdToken } from "./id-token";
import { formatScope, parseScope, withinRole } from "./scopes";

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
  const now = ctx.clock.now();
  const token = await ctx.signer.sign(claims, now);
  // The token's own exp is whole seconds from a floored iat (signer.ts): it lives until then.
  ctx.grants.recordAccess(jti, grant, issuer, (Math.floor(now / 1000) + ACCESS_TOKEN_TTL_S) * 1000 - now);
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

/**
 * Everything `verifyAccessToken` checks but expiry: an expired token still gives its claims.
 * `expiresAt` is when the token ends as the clock reads now: its `exp` while the clock was never
 * set back since it was issued, and earlier than that after a move back, which does not lengthen
 * a token's life (grant-store.ts).
 */
export async function inspectAccessToken(ctx: OAuthContext, token: string): Promise<VerifiedAccessToken | null> {
  const claims = await ctx.signer.verify(token);
  if (typeof claims?.jti !== "string" || typeof claims.iss !== "string" || typeof claims.exp !== "number") return null;
  const access = ctx.grants.activeAccess(claims.jti, claims.iss);
  if (!access) return null;
  const { grant } = access;
  // The token's scope claim was right when it was issued; the user's role now has the last word.
  const scopes = withinRole(ctx.identity, grant.subject, parseScope(typeof claims.scope === "string" ? claims.scope : undefined) ?? []);
  if (!scopes) return null;
  return {
    clientId: grant.clientId,
    grantId: grant.id,
    subject: grant.subject,
    organizationId: grant.organizationId,
    scopes,
    expiresAt: Math.min(claims.exp * 1000, ctx.clock.now() + access.remainingMs),
  };
}

export async function verifyAccessToken(ctx: OAuthContext, token: string): Promise<VerifiedAccessToken | null> {
  const verified = await inspectAccessToken(ctx, token);
  return verified && verified.expiresAt > ctx.clock.now() ? verified : null;
}
