import type { OAuthContext, AuthorizationRequest } from "../core/context";
import type { RequestSource } from "../http/request-source";

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

/** Consent given (by click or by auto_approve): a single-use code for exactly this request. */
export async function approve(
  ctx: OAuthContext,
  request: AuthorizationRequest,
  issuer: string,
  source: RequestSource = {},
): Promise<Response> {
  const { client, redirectUri, scopes, state, challenge, nonce, owner } = request;
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
