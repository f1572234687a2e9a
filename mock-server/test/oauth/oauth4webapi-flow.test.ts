import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOAuthServer, type CreatedOAuthClient, type OAuthServer } from "../../src/modules/oauth";
import { frozenClock, ORIGIN } from "./harness";

// oauth4webapi is a strict, certified client: if it accepts every step, integrators' clients will.
const REDIRECT = "http://127.0.0.1:8080/callback";

/** oauth4webapi over `routes.fetch`, allowing plain http since the sandbox runs on loopback. */
function clientOptions(server: OAuthServer) {
  return {
    [oauth.allowInsecureRequests]: true,
    [oauth.customFetch]: async (url: string, init: oauth.CustomFetchOptions<string, unknown>) =>
      server.routes.fetch(new Request(url, init as RequestInit)),
  };
}

async function discover(issuer: URL, options: oauth.DiscoveryRequestOptions) {
  return oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { ...options, algorithm: "oauth2" }),
  );
}

/** The authorization URL a client builds, followed by hand (auto_approve answers a 302 at once). */
async function authorize(
  server: OAuthServer,
  as: oauth.AuthorizationServer,
  client: CreatedOAuthClient,
  scope: string,
) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint ?? "");
  url.search = new URLSearchParams({
    client_id: client.client_id,
    response_type: "code",
    redirect_uri: REDIRECT,
    scope,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  }).toString();
  const response = await server.routes.fetch(new Request(url));
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get("location") ?? "");
  expect(callback.origin + callback.pathname).toBe(REDIRECT);
  // Checks state and, since the metadata announces RFC 9207 support, that `iss` is present and right.
  const params = oauth.validateAuthResponse(as, { client_id: client.client_id }, callback, state);
  return { params, verifier };
}

describe("the whole flow with oauth4webapi as a strict client", () => {
  it("confidential client: discovery, PKCE, code over Basic, refresh with body secret, revoke", async () => {
    const server = createOAuthServer({ clock: frozenClock() });
    const options = clientOptions(server);
    const client = await server.clients.create({ name: "CI", redirect_uris: [REDIRECT], auto_approve: true });
    const as = await discover(new URL(ORIGIN), options);
    expect(as.code_challenge_methods_supported).toEqual(["S256"]);

    const { params, verifier } = await authorize(server, as, client, "leads.read leads.write");
    const oauthClient = { client_id: client.client_id };
    const basic = oauth.ClientSecretBasic(client.client_secret ?? "");
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      oauthClient,
      await oauth.authorizationCodeGrantRequest(as, oauthClient, basic, params, REDIRECT, verifier, options),
    );
    expect(tokens).toMatchObject({ token_type: "bearer", expires_in: 3600, scope: "leads.read leads.write" });
    expect(await server.verifyAccessToken(tokens.access_token)).toMatchObject({
      scopes: ["leads.read", "leads.write"],
    });

    const post = oauth.ClientSecretPost(client.client_secret ?? "");
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      oauthClient,
      await oauth.refreshTokenGrantRequest(as, oauthClient, post, tokens.refresh_token ?? "", {
        ...options,
        additionalParameters: { scope: "leads.read" },
      }),
    );
    expect(refreshed.scope).toBe("leads.read");
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, oauthClient, basic, refreshed.refresh_token ?? "", {
        ...options,
        additionalParameters: { token_type_hint: "refresh_token" },
      }),
    );
    expect(await server.verifyAccessToken(refreshed.access_token)).toBeNull();
    expect(await server.verifyAccessToken(tokens.access_token)).toBeNull();
  });

  it("a rejection surfaces to oauth4webapi as the RFC 6749 §5.2 error it expects", async () => {
    const server = createOAuthServer({ clock: frozenClock() });
    const options = clientOptions(server);
    const client = await server.clients.create({ name: "CI", redirect_uris: [REDIRECT], auto_approve: true });
    const as = await discover(new URL(ORIGIN), options);
    const { params, verifier } = await authorize(server, as, client, "leads.read");
    const oauthClient = { client_id: client.client_id };
    const auth = oauth.ClientSecretBasic(client.client_secret ?? "");
    const exchange = () =>
      oauth.authorizationCodeGrantRequest(as, oauthClient, auth, params, REDIRECT, verifier, options);
    await oauth.processAuthorizationCodeResponse(as, oauthClient, await exchange());
    await expect(oauth.processAuthorizationCodeResponse(as, oauthClient, await exchange())).rejects.toMatchObject({
      code: oauth.RESPONSE_BODY_ERROR,
      error: "invalid_grant",
    });
  });

  it("the spec's JSON token request passes oauth4webapi's response validation too", async () => {
    const server = createOAuthServer({ clock: frozenClock() });
    const options = clientOptions(server);
    const client = await server.clients.create({ name: "CI", redirect_uris: [REDIRECT], auto_approve: true });
    const as = await discover(new URL(ORIGIN), options);
    const { params, verifier } = await authorize(server, as, client, "analytics.read");
    const response = await server.routes.fetch(
      new Request(as.token_endpoint ?? "", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          grant_type: "authorization_code",
          code: params.get("code"),
          client_id: client.client_id,
          client_secret: client.client_secret,
          redirect_uri: REDIRECT,
          code_verifier: verifier,
        }),
      }),
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, { client_id: client.client_id }, response);
    expect(tokens.scope).toBe("analytics.read");
  });
});

describe("over real HTTP with @hono/node-server", () => {
  let http: ServerType;
  let issuer: string;
  const server = createOAuthServer({ clock: frozenClock() });

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      http = serve({ fetch: server.routes.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve());
    });
    issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  it("public client with PKCE and no secret: code, refresh, revoke", async () => {
    const options = { [oauth.allowInsecureRequests]: true };
    const client = await server.clients.create({
      name: "SPA",
      redirect_uris: [REDIRECT],
      confidential: false,
      auto_approve: true,
    });
    const as = await discover(new URL(issuer), options);
    expect(as.issuer).toBe(issuer);

    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(as.authorization_endpoint ?? "");
    url.search = new URLSearchParams({
      client_id: client.client_id,
      response_type: "code",
      redirect_uri: REDIRECT,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    }).toString();
    const redirect = await fetch(url, { redirect: "manual" });
    const params = oauth.validateAuthResponse(
      as,
      { client_id: client.client_id },
      new URL(redirect.headers.get("location") ?? ""),
      oauth.expectNoState,
    );

    const oauthClient = { client_id: client.client_id };
    const none = oauth.None();
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      oauthClient,
      await oauth.authorizationCodeGrantRequest(as, oauthClient, none, params, REDIRECT, verifier, options),
    );
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      oauthClient,
      await oauth.refreshTokenGrantRequest(as, oauthClient, none, tokens.refresh_token ?? "", options),
    );
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, oauthClient, none, refreshed.access_token, options),
    );
    expect(await server.verifyAccessToken(refreshed.access_token)).toBeNull();
    expect(await server.verifyAccessToken(tokens.access_token)).not.toBeNull();
  });
});
