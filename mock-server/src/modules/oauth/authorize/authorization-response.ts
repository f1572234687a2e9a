import type { OAuthContext, AuthorizationRequest } from "../core/context";
import { formatScope, withinRole } from "../core/scopes";
import type { RequestSource } from "../http/request-params";

/**
 * 302 back to the client with `params` added to the registered URI's query (RFC 6749 §4.1.2),
 * always with `iss` (RFC 9207) so clients can detect mix-up attacks.
 */
export function redirectToClient(
  redirectUri: string,
  issuer: string,
  params: Record<string, string | undefined>,
): Response {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries({ ...params, iss: issuer })) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return new Response(null, { status: 302, headers: { Location: url.href, "Cache-Control": "no-store" } });
}

/**
 * The requested scopes the owner's role allows now (RFC 6749 §3.3: the server may grant fewer),
 * or, when none is left or the owner is gone, the access_denied redirect (§4.1.2.1).
 */
export function scopesToGrant(
  ctx: OAuthContext,
  request: AuthorizationRequest,
  issuer: string,
): { granted: string[]; withheld: string[] } | Response {
  const granted = withinRole(ctx.identity, request.owner.userId, request.scopes);
  if (granted && granted.length > 0) return { granted, withheld: request.scopes.filter((scope) => !granted.includes(scope)) };
  const description = granted
    ? `Your role allows none of the requested scopes: ${formatScope(request.scopes)}.`
    : "The user who was asked to consent no longer exists.";
  return redirectToClient(request.redirectUri, issuer, { error: "access_denied", error_description: description, state: request.state });
}

/**
 * Consent given (by click or by auto_approve): a single-use code for this request, limited to
 * what the owner's role allows at this moment (it may have changed while the page was open).
 */
export async function approve(
  ctx: OAuthContext,
  request: AuthorizationRequest,
  issuer: string,
  source: RequestSource = {},
): Promise<Response> {
  const { client, redirectUri, state, challenge, nonce, owner } = request;
  const allowed = scopesToGrant(ctx, request, issuer);
  if (allowed instanceof Response) return allowed;
  const scopes = allowed.granted;
  const code = await ctx.grants.issueCode({
    clientId: client.client_id,
    redirectUri,
    scopes,
    challenge,
    subject: owner.userId,
    organizationId: owner.organizationId,
    authTime: owner.authTime,
    ...(nonce !== undefined && { nonce }),
  });
  ctx.audit({
    action: "oauth.consent.approved",
    actor: client.client_id,
    status: 302,
    resource_id: owner.userId,
    ...source,
  });
  return redirectToClient(redirectUri, issuer, { code, state });
}
