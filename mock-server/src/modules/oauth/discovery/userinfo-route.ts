import { Hono } from "hono";
import { verifyAccessToken } from "../core/access-tokens";
import type { OAuthContext } from "../core/context";
import { releasedClaims } from "../core/id-token";
import { NO_STORE } from "../http/oauth-error";

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** RFC 6750 §3: the error travels in WWW-Authenticate, the body is empty of claims. */
function bearerError(status: 401 | 403, error: string, description: string): Response {
  return Response.json(
    { error, error_description: description },
    { status, headers: { ...NO_STORE, "WWW-Authenticate": `Bearer error="${error}", error_description="${description}"` } },
  );
}

/** GET and POST /oauth/userinfo (OpenID Connect Core §5.3), for access tokens granted `openid`. */
export function userinfoRoute(ctx: OAuthContext): Hono {
  const answer = async (authorization: string | undefined) => {
    const token = BEARER.exec(authorization ?? "")?.[1];
    if (!token) return bearerError(401, "invalid_request", "Send the access token as Authorization: Bearer.");
    const verified = await verifyAccessToken(ctx, token);
    if (!verified) return bearerError(401, "invalid_token", "The access token is unknown, expired or revoked.");
    if (!verified.scopes.includes("openid")) return bearerError(403, "insufficient_scope", "The token was not granted openid.");
    if (!ctx.identity.userClaims(verified.subject)) return bearerError(401, "invalid_token", "The user no longer exists.");
    const claims = { sub: verified.subject, ...releasedClaims(ctx, verified.subject, verified.scopes) };
    return Response.json(claims, { headers: NO_STORE });
  };
  return new Hono()
    .get("/oauth/userinfo", (c) => answer(c.req.header("authorization")))
    .post("/oauth/userinfo", (c) => answer(c.req.header("authorization")));
}
