import { base64url } from "jose";
import { ACCESS_TOKEN_TTL_S, ID_TOKEN_TYP } from "../defaults";
import type { VerifiedAccessToken } from "../types";
import { randomToken } from "./bytes";
import type { OAuthContext } from "./context";
import type { Grant } from "./grant-store";
import { formatScope, parseScope, withinRole } from "./scopes";

export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
  id_token?: string;
}

const JTI_BYTES = 16;

/** The profile claims the granted scopes release (OpenID Connect Core §5.4). */
export function releasedClaims(ctx: OAuthContext, subject: string, scopes: readonly string[]): Record<string, unknown> {
  const profile = ctx.identity.userClaims(subject);
  if (!profile) return {};
  return {
    ...(scopes.includes("profile") && { name: profile.name }),
    ...(scopes.includes("email") && { email: profile.email, email_verified: true }),
  };
}

/** Core §3.1.3.6: at_hash is the left half of SHA-256 of the access token, base64url. */
async function atHash(accessToken: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(accessToken)));
  return base64url.encode(digest.slice(0, digest.length / 2));
}

/**
 * A new access token (narrowed to `scopes`), the grant's next refresh token and, for `openid`,
 * an ID token (`nonce` only on the code exchange: OpenID Connect Core §12.2).
 */
export async function issueTokens(ctx: OAuthContext, grant: Grant, scopes: string[], issuer: string, nonce?: string): Promise<TokenResponse> {
  const jti = randomToken(ctx.random, JTI_BYTES);
  const scope = formatScope(scopes);
  const now = ctx.clock.now();
  const iat = Math.floor(now / 1000);
  const token = await ctx.signer.sign({ iss: issuer, sub: grant.subject, client_id: grant.clientId, org_id: grant.organizationId, scope, jti }, now);
  // The token's exp is whole seconds from a floored iat: it lives until then.
  ctx.grants.recordAccess(jti, grant, issuer, (iat + ACCESS_TOKEN_TTL_S) * 1000 - now);
  const idToken = scopes.includes("openid")
    ? await ctx.signer.signJwt(
        {
          iss: issuer,
          sub: grant.subject,
          aud: grant.clientId,
          azp: grant.clientId,
          iat,
          exp: iat + ACCESS_TOKEN_TTL_S,
          auth_time: Math.floor(grant.authTime / 1000),
          at_hash: await atHash(token),
          org_id: grant.organizationId,
          ...(nonce !== undefined && { nonce }),
          ...releasedClaims(ctx, grant.subject, scopes),
        },
        ID_TOKEN_TYP,
      )
    : undefined;
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
 * Everything `verifyAccessToken` checks but expiry. `expiresAt` is the token's exp, or earlier
 * when the clock was set back since issue, which must not lengthen its life (grant-store.ts).
 */
export async function inspectAccessToken(ctx: OAuthContext, token: string): Promise<VerifiedAccessToken | null> {
  const claims = await ctx.signer.verify(token);
  if (typeof claims?.jti !== "string" || typeof claims.iss !== "string" || typeof claims.exp !== "number") return null;
  const access = ctx.grants.activeAccess(claims.jti, claims.iss);
  if (!access) return null;
  const { grant } = access;
  // The scope claim was right at issue; the user's role now has the last word.
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
