import { issueTokens, type TokenResponse } from "../core/access-tokens";
import { PKCE_VERIFIER, sha256, timingSafeEqual } from "../core/bytes";
import type { ClientRecord } from "../core/client-registry";
import type { OAuthContext } from "../core/context";
import type { CodeRecord } from "../core/grant-store";
import { withinRole } from "../core/scopes";
import { OAuthError } from "../http/oauth-error";
import { required, type Params } from "../http/request-params";
import type { RequestSource } from "../http/request-source";

/** RFC 6749 §4.1.3 with RFC 7636 §4.6; every refusal is invalid_grant unless noted. */
export async function authorizationCodeGrant(
  ctx: OAuthContext,
  client: ClientRecord,
  params: Params,
  issuer: string,
  source: RequestSource = {},
): Promise<TokenResponse> {
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
  if (redirectUri !== code.redirectUri) {
    throw new OAuthError("invalid_grant", "redirect_uri differs from the one in the authorization request.");
  }
  checkVerifier(code, verifier, verifierHash);
  // The role may have changed, or the user gone, since consent; removal also drops the code.
  const scopes = withinRole(ctx.identity, code.subject, code.scopes);
  if (!scopes) throw new OAuthError("invalid_grant", "The user who consented no longer exists.");
  if (scopes.length === 0) throw new OAuthError("invalid_grant", "The user's role no longer allows any scope of this code.");
  const grant = ctx.grants.claimCode(code);
  return issueTokens(ctx, grant, scopes, issuer, code.nonce);
}

function checkVerifier(code: CodeRecord, verifier: string | undefined, verifierHash: string | undefined): void {
  if (code.challenge === undefined) {
    // RFC 9700 §2.1.1: a verifier without a challenge is a PKCE downgrade attempt.
    if (verifier !== undefined) throw new OAuthError("invalid_grant", "No code_challenge was sent for this code.");
    return;
  }
  if (verifier === undefined) throw new OAuthError("invalid_grant", "code_verifier is required for this code.");
  if (verifierHash === undefined) {
    throw new OAuthError("invalid_request", "code_verifier must be 43-128 characters of [A-Za-z0-9._~-].");
  }
  if (!timingSafeEqual(verifierHash, code.challenge)) {
    throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge.");
  }
}
