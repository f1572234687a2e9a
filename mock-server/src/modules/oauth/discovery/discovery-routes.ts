import { Hono } from "hono";
import type { OAuthContext } from "../core/context";
import { ALL_SCOPES, OIDC_SCOPES } from "../core/scopes";
import { SIGNING_ALG } from "../defaults";
import { GRANT_TYPES } from "../token/token-route";

const AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"];

/** RFC 8414 §2: `issuer` is the exact value of every token's `iss` and of the `iss` redirect parameter. */
export function serverMetadata(issuer: string) {
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
export function openidConfiguration(issuer: string) {
  return {
    ...serverMetadata(issuer),
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: [SIGNING_ALG],
    claims_supported: ["sub", "iss", "aud", "exp", "iat", "auth_time", "nonce", "at_hash", "azp", "org_id", "name", "email", "email_verified"],
    prompt_values_supported: ["none", "login", "consent"],
    claims_parameter_supported: false,
    request_parameter_supported: false,
  };
}

export function discoveryRoutes(ctx: OAuthContext): Hono {
  return new Hono()
    .get("/.well-known/oauth-authorization-server", (c) => c.json(serverMetadata(ctx.issuer(c.req.raw))))
    .get("/.well-known/openid-configuration", (c) => c.json(openidConfiguration(ctx.issuer(c.req.raw))))
    .get("/.well-known/jwks.json", async (c) => c.json(await ctx.signer.jwks()));
}
