import type { AuthorizationRequest, OAuthContext } from "../core/context";
import type { ValidatedRequest } from "./authorize-request";
import { redirectToClient } from "./authorization-response";

/** Adds a renewed session cookie to an answer, when there is one. */
export function withCookie(response: Response, setCookie: string | undefined): Response {
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  return response;
}

/**
 * Who the request acts for (OpenID Connect Core §3.1.2.3): the signed-in user of the client's
 * organisation. Nobody signed in there, a sign-in older than max_age, or prompt=login sends the
 * browser to sign in and back; prompt=none answers login_required instead of showing a page.
 */
export async function settleOwner(
  ctx: OAuthContext,
  request: Request,
  validated: ValidatedRequest,
  ip: string | undefined,
): Promise<Response | { request: ValidatedRequest & AuthorizationRequest; setCookie?: string | undefined }> {
  const current = await ctx.identity.currentUser(request, ip);
  const organizationId = validated.client.organization_id;
  const owner = current?.owner.organizationId === organizationId ? current.owner : undefined;
  const now = ctx.clock.now();
  const stale = owner !== undefined && validated.maxAge !== undefined && now - owner.authTime > validated.maxAge * 1000;
  const reauthenticate = validated.prompt.includes("login");
  if (owner && !stale && !reauthenticate) return { request: { ...validated, owner }, setCookie: current?.setCookie };

  const issuer = ctx.issuer(request);
  if (validated.prompt.includes("none")) {
    return redirectToClient(validated.redirectUri, issuer, {
      error: "login_required",
      error_description: "Nobody is signed in to this client's organisation, and prompt=none forbids asking.",
      state: validated.state,
    });
  }
  // Back to this same request once signed in, minus what the sign-in just satisfied: asking again
  // would send the browser round in a loop.
  const back = new URL(request.url);
  back.searchParams.delete("max_age");
  const prompts = validated.prompt.filter((value) => value !== "login");
  if (prompts.length > 0) back.searchParams.set("prompt", prompts.join(" "));
  else back.searchParams.delete("prompt");
  const target = ctx.identity.signInUrl(organizationId, back.pathname + back.search);
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store" } });
}
