import { Hono } from "hono";
import type { Clock } from "../../../domain/clock/clock";
import { PKCE_VERIFIER, randomToken, sha256, timingSafeEqual, type RandomBytes } from "../../oauth/core/bytes";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { redirectToClient } from "../../oauth/authorize/authorization-response";
import { expiringMap } from "../../oauth/core/expiring-map";
import type { Signer } from "../../oauth/core/signer";
import { jsonNoStore, OAuthError, oauthEndpoint } from "../../oauth/http/oauth-error";
import { readParams, required } from "../../oauth/http/request-params";
import { IDP_CODE_TTL_MS, IDP_PATH, IDP_TOKEN_TTL_S, TOKEN_BYTES } from "../defaults";
import { failurePage, html, idpSignInPage } from "../pages";
import { validateIdpAuthorize, type IdpAuthorizeRequest } from "./idp-authorize";
import type { TestUser, TestUsers } from "./idp-users";

interface IssuedCode {
  request: IdpAuthorizeRequest;
  user: TestUser;
  authTime: number;
}

export interface IdpDeps {
  clock: Clock;
  random: RandomBytes;
  /** A key pair of its own: the provider is another party than the server that trusts it. */
  signer: Pick<Signer, "signJwt" | "jwks">;
  users: TestUsers;
  /** The server's base URL for this request; the provider's issuer is that plus /idp. */
  baseUrl(request: Request): string;
}

/** The built-in OpenID provider at {auth_url}/idp: discovery, authorize, token, JWKS, userinfo. */
export function idpRoutes(deps: IdpDeps): Hono {
  const { clock, random, signer, users } = deps;
  const steady = steadyReading(clock);
  const codes = expiringMap<IssuedCode>(steady);
  const accessTokens = expiringMap<TestUser>(steady);
  const issuerOf = (request: Request) => deps.baseUrl(request).replace(/\/$/, "") + IDP_PATH;

  return new Hono()
    .get(`${IDP_PATH}/.well-known/openid-configuration`, (c) => {
      const issuer = issuerOf(c.req.raw);
      return c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["ES256"],
        scopes_supported: ["openid", "profile", "email"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
        claims_supported: ["sub", "email", "email_verified", "name", "groups", "nonce", "auth_time"],
        // Every answer of authorize names the provider (RFC 9207), so a relying party may insist.
        authorization_response_iss_parameter_supported: true,
      });
    })
    .get(`${IDP_PATH}/jwks`, async (c) => c.json(await signer.jwks()))
    .get(`${IDP_PATH}/authorize`, async (c) => {
      const outcome = validateIdpAuthorize(new URL(c.req.url).searchParams);
      if (outcome.kind === "page") return html(failurePage("Identity provider error", outcome.message), 400);
      if (outcome.kind === "redirect") {
        const { redirectUri, state, error, description } = outcome;
        return redirectToClient(redirectUri, issuerOf(c.req.raw), { error, error_description: description, state });
      }
      const { request } = outcome;
      const user = request.loginHint === undefined ? undefined : users.byEmail(request.loginHint);
      if (!user) {
        // Each user's link is this same request with their address as login_hint.
        const links = users.list().map((candidate) => {
          const url = new URL(c.req.url);
          url.searchParams.set("login_hint", candidate.email);
          return { email: candidate.email, name: candidate.name, href: url.pathname + url.search };
        });
        return html(idpSignInPage(links));
      }
      const code = randomToken(random, TOKEN_BYTES, "idp_ac_");
      codes.set(await sha256(code), { request, user, authTime: clock.now() }, IDP_CODE_TTL_MS);
      return redirectToClient(request.redirectUri, issuerOf(c.req.raw), { code, state: request.state });
    })
    .post(`${IDP_PATH}/token`, (c) =>
      oauthEndpoint(async () => {
        const params = await readParams(c.req.raw);
        if (required(params, "grant_type") !== "authorization_code") {
          throw new OAuthError("unsupported_grant_type", "Supported: authorization_code.");
        }
        const clientId = clientIdOf(c.req.header("authorization"), params.client_id);
        const key = await sha256(required(params, "code"));
        const issued = codes.get(key);
        codes.delete(key);
        if (!issued || issued.request.clientId !== clientId || issued.request.redirectUri !== params.redirect_uri) {
          throw new OAuthError("invalid_grant", "The code is unknown, expired, used, or was issued to another client.");
        }
        const verifier = params.code_verifier ?? "";
        if (!PKCE_VERIFIER.test(verifier) || !timingSafeEqual(await sha256(verifier), issued.request.challenge)) {
          throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge.");
        }
        const accessToken = randomToken(random, TOKEN_BYTES, "idp_at_");
        accessTokens.set(accessToken, issued.user, IDP_TOKEN_TTL_S * 1000);
        const iat = Math.floor(clock.now() / 1000);
        const { user, request, authTime } = issued;
        const idToken = await signer.signJwt(
          {
            iss: issuerOf(c.req.raw),
            sub: user.sub,
            aud: request.clientId,
            iat,
            exp: iat + IDP_TOKEN_TTL_S,
            auth_time: Math.floor(authTime / 1000),
            ...(request.nonce !== undefined && { nonce: request.nonce }),
            ...userClaims(user),
          },
          "JWT",
        );
        return jsonNoStore({ access_token: accessToken, token_type: "Bearer", expires_in: IDP_TOKEN_TTL_S, id_token: idToken, scope: request.scope });
      }),
    )
    .get(`${IDP_PATH}/userinfo`, (c) => {
      const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
      const user = token === undefined ? undefined : accessTokens.get(token);
      if (!user) {
        return c.json({ error: "invalid_token" }, 401, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
      }
      return c.json({ sub: user.sub, ...userClaims(user) });
    });
}

const userClaims = (user: TestUser) => ({ email: user.email, email_verified: true, name: user.name, groups: user.groups });

/** A test provider authenticates no client: it only needs to know which one is asking. */
function clientIdOf(authorization: string | undefined, bodyClientId: string | undefined): string {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (basic !== undefined) {
    try {
      const decoded = atob(basic);
      return decodeURIComponent(decoded.slice(0, decoded.indexOf(":")).replace(/\+/g, " "));
    } catch {
      throw new OAuthError("invalid_client", "Malformed HTTP Basic credentials.", 401);
    }
  }
  if (bodyClientId === undefined) throw new OAuthError("invalid_client", "client_id is missing.", 401);
  return bodyClientId;
}
