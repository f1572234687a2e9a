import { Hono } from "hono";
import { releasedClaims, verifyAccessToken } from "../core/access-tokens";
import type { OAuthContext } from "../core/context";
import { ALL_SCOPES, OIDC_SCOPES } from "../core/scopes";
import { PROMPTS, SIGNING_ALG } from "../defaults";
import { NO_STORE } from "../http/oauth-error";
import { GRANT_TYPES } from "../token/grants";

const AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"];

/** RFC 8414 §2: `issuer` is the exact value of every token's `iss` and of the `iss` redirect parameter. */
function serverMetadata(issuer: string) {
  const endpoint = (path: string) => issuer.replace(/\/$/, "") + path;
  return {
    issuer,
    authorization_endpoint: endpoint("/oauth/authorize"),
    token_endpoint: endpoint("/oauth/token"),
    revocation_endpoint: endpoint("/oauth/revoke"),
    jwks_uri: endpoint("/.well-known/jwks.json"),
    userinfo_endpoint: endpoint("/oauth/userinfo"),
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: GRANT_TYPES,
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: AUTH_METHODS,
    scopes_supported: [...ALL_SCOPES, ...Object.keys(OIDC_SCOPES)],
    authorization_response_iss_parameter_supported: true,
  };
}

/** OpenID Connect Discovery §3: the RFC 8414 document plus what an OpenID provider must state. */
function openidConfiguration(issuer: string) {
  return {
    ...serverMetadata(issuer),
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: [SIGNING_ALG],
    claims_supported: ["sub", "iss", "aud", "exp", "iat", "auth_time", "nonce", "at_hash", "azp", "org_id", "name", "email", "email_verified"],
    prompt_values_supported: [...PROMPTS],
    claims_parameter_supported: false,
    request_parameter_supported: false,
  };
}

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** RFC 6750 §3: the error travels in WWW-Authenticate, the body holds no claims. */
const bearerError = (status: 401 | 403, error: string, description: string) =>
  Response.json(
    { error, error_description: description },
    { status, headers: { ...NO_STORE, "WWW-Authenticate": `Bearer error="${error}", error_description="${description}"` } },
  );

/** OpenID Connect Core §5.3, for access tokens granted `openid`. */
async function userinfo(ctx: OAuthContext, authorization: string | undefined): Promise<Response> {
  const token = BEARER.exec(authorization ?? "")?.[1];
  if (!token) return bearerError(401, "invalid_request", "Send the access token as Authorization: Bearer.");
  const verified = await verifyAccessToken(ctx, token);
  if (!verified) return bearerError(401, "invalid_token", "The access token is unknown, expired or revoked.");
  if (!verified.scopes.includes("openid")) return bearerError(403, "insufficient_scope", "The token was not granted openid.");
  if (!ctx.identity.userClaims(verified.subject)) return bearerError(401, "invalid_token", "The user no longer exists.");
  return Response.json({ sub: verified.subject, ...releasedClaims(ctx, verified.subject, verified.scopes) }, { headers: NO_STORE });
}

/** The metadata documents, the key set and userinfo. */
export function discoveryRoutes(ctx: OAuthContext): Hono {
  return new Hono()
    .get("/.well-known/oauth-authorization-server", (c) => c.json(serverMetadata(ctx.issuer(c.req.raw))))
    .get("/.well-known/openid-configuration", (c) => c.json(openidConfiguration(ctx.issuer(c.req.raw))))
    .get("/.well-known/jwks.json", async (c) => c.json(await ctx.signer.jwks()))
    .get("/oauth/userinfo", (c) => userinfo(ctx, c.req.header("authorization")))
    .post("/oauth/userinfo", (c) => userinfo(ctx, c.req.header("authorization")));
}
