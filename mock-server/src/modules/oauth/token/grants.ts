import { issueTokens, type TokenResponse } from "../core/access-tokens";
import { PKCE_VERIFIER, sha256, timingSafeEqual } from "../core/bytes";
import type { ClientRecord } from "../core/client-registry";
import type { OAuthContext } from "../core/context";
import type { CodeRecord } from "../core/grant-store";
import { isSubset, parseScope, withinRole } from "../core/scopes";
import { OAuthError } from "../http/oauth-error";
import { required, type Params, type RequestSource } from "../http/request-params";

type GrantHandler = (ctx: OAuthContext, client: ClientRecord, params: Params, issuer: string, source: RequestSource) => Promise<TokenResponse>;

/** RFC 6749 §4.1.3 with RFC 7636 §4.6; every refusal is invalid_grant unless noted. */
const authorizationCode: GrantHandler = async (ctx, client, params, issuer, source) => {
  const presented = required(params, "code");
  const redirectUri = required(params, "redirect_uri");
  const verifier = params.code_verifier;
  // Everything asynchronous happens first; from the lookup to the claim the checks run without
  // an await, so of N concurrent redemptions exactly one wins and the others see a used code.
  const [code, verifierHash] = await Promise.all([
    ctx.grants.findCode(presented),
    verifier !== undefined && PKCE_VERIFIER.test(verifier) ? sha256(verifier) : undefined,
  ]);
  if (!code || code.clientId !== client.client_id) {
    throw new OAuthError("invalid_grant", "The authorization code is unknown, expired or was issued to another client.");
  }
  if (code.grantId !== undefined) {
    // RFC 6749 §4.1.2, RFC 9700 §4.14: a replayed code means it leaked; its tokens are revoked too.
    ctx.grants.revokeGrant(code.grantId);
    ctx.audit({ action: "oauth.code.reused", actor: client.client_id, status: 400, resource_id: code.grantId, ...source });
    throw new OAuthError("invalid_grant", "The authorization code has already been used; its tokens are revoked.");
  }
  if (redirectUri !== code.redirectUri) throw new OAuthError("invalid_grant", "redirect_uri differs from the one in the authorization request.");
  checkVerifier(code, verifier, verifierHash);
  // The role may have changed, or the user gone, since consent.
  const scopes = withinRole(ctx.identity, code.subject, code.scopes);
  if (!scopes) throw new OAuthError("invalid_grant", "The user who consented no longer exists.");
  if (scopes.length === 0) throw new OAuthError("invalid_grant", "The user's role no longer allows any scope of this code.");
  return issueTokens(ctx, ctx.grants.claimCode(code), scopes, issuer, code.nonce);
};

function checkVerifier(code: CodeRecord, verifier: string | undefined, verifierHash: string | undefined): void {
  if (code.challenge === undefined) {
    // RFC 9700 §2.1.1: a verifier without a challenge is a PKCE downgrade attempt.
    if (verifier !== undefined) throw new OAuthError("invalid_grant", "No code_challenge was sent for this code.");
    return;
  }
  if (verifier === undefined) throw new OAuthError("invalid_grant", "code_verifier is required for this code.");
  if (verifierHash === undefined) throw new OAuthError("invalid_request", "code_verifier must be 43-128 characters of [A-Za-z0-9._~-].");
  if (!timingSafeEqual(verifierHash, code.challenge)) throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge.");
}

/** RFC 6749 §6 with rotation and reuse detection (RFC 9700 §4.14.2). */
const refreshToken: GrantHandler = async (ctx, client, params, issuer, source) => {
  const found = await ctx.grants.findRefresh(required(params, "refresh_token"));
  if (!found || found.grant.clientId !== client.client_id) {
    throw new OAuthError("invalid_grant", "The refresh token is unknown or was issued to another client.");
  }
  const { grant, hash } = found;
  if (grant.revoked) throw new OAuthError("invalid_grant", "The refresh token has been revoked.");
  const requested = parseScope(params.scope) ?? grant.scopes;
  if (!isSubset(requested, grant.scopes)) throw new OAuthError("invalid_scope", `scope may only narrow the granted scope: ${grant.scopes.join(" ")}.`);
  // Never more than the user's role allows now (RFC 6749 §3.3: the response's scope says so).
  const scopes = withinRole(ctx.identity, grant.subject, requested);
  if (!scopes) throw new OAuthError("invalid_grant", "The user who consented no longer exists.");
  if (scopes.length === 0) throw new OAuthError("invalid_scope", `The user's role allows none of these scopes now: ${requested.join(" ")}.`);
  // Claimed before any await: of N concurrent uses of one token exactly one gets past this line.
  if (!ctx.grants.claimRefresh(grant, hash)) {
    // Two parties hold the grant's tokens and the server cannot tell which is legitimate: both lose.
    ctx.grants.revokeGrant(grant.id);
    ctx.audit({ action: "oauth.refresh_token.reused", actor: client.client_id, status: 400, resource_id: grant.id, ...source });
    throw new OAuthError("invalid_grant", "The refresh token was already used; the whole grant is revoked.");
  }
  // The new refresh token keeps the grant's full scope (RFC 6749 §6); only the access token narrows.
  return issueTokens(ctx, grant, scopes, issuer);
};

export const GRANTS: Readonly<Record<string, GrantHandler>> = { authorization_code: authorizationCode, refresh_token: refreshToken };

export const GRANT_TYPES = Object.keys(GRANTS);
