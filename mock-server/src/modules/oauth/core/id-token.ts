import { base64url } from "jose";
import { ACCESS_TOKEN_TTL_S, ID_TOKEN_TYP } from "../defaults";
import type { OAuthContext } from "./context";
import type { Grant } from "./grant-store";

/** OpenID Connect Core §3.1.3.6: the left half of SHA-256 of the access token, base64url. */
export async function atHash(accessToken: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(accessToken)));
  return base64url.encode(digest.slice(0, digest.length / 2));
}

/** The profile claims the granted scopes release (Core §5.4). */
export function releasedClaims(ctx: OAuthContext, subject: string, scopes: readonly string[]): Record<string, unknown> {
  const profile = ctx.identity.userClaims(subject);
  if (!profile) return {};
  return {
    ...(scopes.includes("profile") && { name: profile.name }),
    ...(scopes.includes("email") && { email: profile.email, email_verified: true }),
  };
}

/** An ID token (Core §2) for the grant's user, signed with the server's key like access tokens. */
export async function issueIdToken(
  ctx: OAuthContext,
  input: { grant: Grant; scopes: string[]; issuer: string; accessToken: string; nonce: string | undefined },
): Promise<string> {
  const { grant, scopes, issuer, accessToken, nonce } = input;
  const iat = Math.floor(ctx.clock.now() / 1000);
  return ctx.signer.signJwt(
    {
      iss: issuer,
      sub: grant.subject,
      aud: grant.clientId,
      azp: grant.clientId,
      iat,
      exp: iat + ACCESS_TOKEN_TTL_S,
      auth_time: Math.floor(grant.authTime / 1000),
      at_hash: await atHash(accessToken),
      org_id: grant.organizationId,
      ...(nonce !== undefined && { nonce }),
      ...releasedClaims(ctx, grant.subject, scopes),
    },
    ID_TOKEN_TYP,
  );
}
