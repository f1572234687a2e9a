import { issueTokens, type TokenResponse } from "../core/access-tokens";
import { sha256, timingSafeEqual } from "../core/bytes";
import type { ClientRecord } from "../core/client-registry";
import type { OAuthContext } from "../core/context";
import type { CodeRecord } from "../core/grant-store";
import { OAuthError } from "../http/oauth-error";
import { required, type Params } from "../http/request-params";

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** RFC 6749 §4.1.3 with RFC 7636 §4.6; every refusal is invalid_grant unless noted. */
export async function authorizationCodeGrant(
  ctx: OAuthContext,
  client: ClientRecord,
  params: Params,
  issuer: string,
): Promise<TokenResponse> {
  const code = await ctx.grants.findCode(required(params, "code"));
  const redirectUri = required(params, "redirect_uri");
  if (!code || code.clientId !== client.client_id) {
    throw new OAuthError("invalid_grant", "The authorization code is unknown or was issued to another client.");
  }
  if (code.grantId !== undefined) {
    // RFC 6749 §4.1.2: a replayed code means it leaked; the tokens it produced are revoked too.
    ctx.grants.revokeGrant(code.grantId);
    ctx.audit({ action: "oauth.code.reused", actor: client.client_id, status: 400, resource_id: code.grantId });
    throw new OAuthError("invalid_grant", "The authorization code has already been used; its tokens are revoked.");
  }
  if (ctx.grants.isExpired(code)) throw new OAuthError("invalid_grant", "The authorization code has expired.");
  if (redirectUri !== code.redirectUri) {
    throw new OAuthError("invalid_grant", "redirect_uri differs from the one in the authorization request.");
  }
  await checkVerifier(code, params.code_verifier);
  const grant = ctx.grants.redeem(code);
  return issueTokens(ctx, grant, grant.scopes, issuer);
}

async function checkVerifier(code: CodeRecord, verifier: string | undefined): Promise<void> {
  if (code.challenge === undefined) {
    // RFC 9700 §2.1.1: a verifier without a challenge is a PKCE downgrade attempt.
    if (verifier !== undefined) throw new OAuthError("invalid_grant", "No code_challenge was sent for this code.");
    return;
  }
  if (verifier === undefined) throw new OAuthError("invalid_grant", "code_verifier is required for this code.");
  if (!VERIFIER.test(verifier)) {
    throw new OAuthError("invalid_request", "code_verifier must be 43-128 characters of [A-Za-z0-9._~-].");
  }
  if (!timingSafeEqual(await sha256(verifier), code.challenge)) {
    throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge.");
  }
}
