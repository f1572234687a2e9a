import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import * as oauth from "oauth4webapi";
import { afterEach, describe, expect, it } from "vitest";
import { createClock } from "../../src/domain/clock/clock";
import { frozenClock } from "../support/frozen-clock";
import { cookieJar, identityEngine, ORIGIN } from "./harness";

// oauth4webapi is a strict, certified relying party: if it accepts every step, integrators' will.
const REDIRECT = "http://127.0.0.1:8080/callback";
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function setup(options = {}) {
  // oauth4webapi judges exp and iat on the wall clock, so this engine runs on real time.
  const h = await identityEngine({ clock: createClock(), ...options });
  closers.push(() => h.engine.close());
  const fetchOptions = {
    [oauth.allowInsecureRequests]: true,
    [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) =>
      h.call(url, init as RequestInit),
  };
  const as = await oauth.processDiscoveryResponse(
    new URL(ORIGIN),
    await oauth.discoveryRequest(new URL(ORIGIN), { ...fetchOptions, algorithm: "oidc" }),
  );
  const register = async (body: Record<string, unknown>) =>
    (await (await h.json("/__sandbox/oauth-clients", { name: "CRM", redirect_uris: [REDIRECT], ...body })).json()) as {
      client_id: string;
      client_secret: string;
    };
  return { ...h, as, fetchOptions, register };
}

function authorizationUrl(as: oauth.AuthorizationServer, clientId: string, params: Record<string, string>) {
  const url = new URL(as.authorization_endpoint ?? "");
  url.search = new URLSearchParams({ client_id: clientId, response_type: "code", redirect_uri: REDIRECT, ...params }).toString();
  return url.pathname + url.search;
}

describe("OpenID Connect for OAuth clients", () => {
  it("oauth4webapi completes the code flow with openid, validates the ID token, and userinfo answers", async () => {
    const h = await setup();
    expect(h.as).toMatchObject({ userinfo_endpoint: `${ORIGIN}/oauth/userinfo`, id_token_signing_alg_values_supported: ["ES256"] });
    const client = await h.register({ auto_approve: true });
    const oauthClient: oauth.Client = { client_id: client.client_id };
    const verifier = oauth.generateRandomCodeVerifier();
    const nonce = oauth.generateRandomNonce();
    const state = oauth.generateRandomState();
    const response = await h.call(
      authorizationUrl(h.as, client.client_id, {
        scope: "openid profile email leads.read",
        state,
        nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
      }),
    );
    expect(response.status).toBe(302);
    const params = oauth.validateAuthResponse(h.as, oauthClient, new URL(response.headers.get("location") ?? ""), state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      h.as,
      oauthClient,
      await oauth.authorizationCodeGrantRequest(
        h.as,
        oauthClient,
        oauth.ClientSecretBasic(client.client_secret),
        params,
        REDIRECT,
        verifier,
        h.fetchOptions,
      ),
      { expectedNonce: nonce, requireIdToken: true },
    );
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    expect(claims).toMatchObject({
      iss: ORIGIN,
      sub: "usr_demo",
      aud: client.client_id,
      nonce,
      email: "owner@demo-realty.test",
      name: "Demo Owner",
      org_id: "org_demo",
    });
    expect(claims?.auth_time).toEqual(expect.any(Number));

    // oauth4webapi leaves the signature to the caller here (TLS to the token endpoint); check it.
    const jwks = await (await h.call("/.well-known/jwks.json")).json();
    const verified = await jwtVerify(tokens.id_token ?? "", createLocalJWKSet(jwks), { issuer: ORIGIN, audience: client.client_id });
    expect(verified.protectedHeader.alg).toBe("ES256");
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: "usr_demo", org_id: "org_demo" });

    const info = await oauth.processUserInfoResponse(
      h.as,
      oauthClient,
      "usr_demo",
      await oauth.userInfoRequest(h.as, oauthClient, tokens.access_token, h.fetchOptions),
    );
    expect(info).toEqual({ sub: "usr_demo", name: "Demo Owner", email: "owner@demo-realty.test", email_verified: true });
  });

  it("at_hash binds the ID token to its access token, and no id_token is issued without openid", async () => {
    const h = await setup();
    const client = await h.register({ auto_approve: true, confidential: true });
    const exchange = async (scope: string) => {
      const verifier = oauth.generateRandomCodeVerifier();
      const challenge = await oauth.calculatePKCECodeChallenge(verifier);
      const redirect = await h.call(authorizationUrl(h.as, client.client_id, { scope, code_challenge: challenge, code_challenge_method: "S256" }));
      const code = new URL(redirect.headers.get("location") ?? "").searchParams.get("code") ?? "";
      const body = { grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier, client_id: client.client_id, client_secret: client.client_secret };
      return (await (await h.json("/oauth/token", body)).json()) as { access_token: string; id_token?: string };
    };
    expect((await exchange("leads.read")).id_token).toBeUndefined();
    const tokens = await exchange("openid");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(tokens.access_token)));
    const expected = Buffer.from(digest.slice(0, 16)).toString("base64url");
    expect(decodeJwt(tokens.id_token ?? "").at_hash).toBe(expected);
    // openid alone releases no profile claims.
    expect(decodeJwt(tokens.id_token ?? "")).not.toHaveProperty("email");
  });

  it("userinfo refuses a token without openid (403) and a bad one (401), naming the error", async () => {
    const h = await setup();
    expect((await h.call("/oauth/userinfo", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    const missing = await h.call("/oauth/userinfo");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
  });
});

describe("the authorization endpoint and who is signed in", () => {
  const pkce = async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    return { code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: "S256" };
  };

  it("with --auth and no session: prompt=none answers login_required; otherwise sign in and come back", async () => {
    const h = await setup({ auth: true });
    const client = await h.register({ auto_approve: true });
    const none = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid", prompt: "none", state: "s", ...(await pkce()) }));
    const back = new URL(none.headers.get("location") ?? "");
    expect(back.searchParams.get("error")).toBe("login_required");
    expect(back.searchParams.get("state")).toBe("s");

    const ask = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid", ...(await pkce()) }));
    expect(ask.status).toBe(302);
    const signin = new URL(ask.headers.get("location") ?? "", ORIGIN);
    expect(signin.pathname).toBe("/signin");
    expect(signin.searchParams.get("return_to")).toMatch(/^\/oauth\/authorize\?/);
  });

  it("with --auth: sign in with the picker, come back to the same request, consent names the user", async () => {
    const h = await setup({ auth: true });
    const client = await h.register({});
    const jar = cookieJar();
    const ask = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid", state: "round", ...(await pkce()) }), { jar });
    const signin = new URL(ask.headers.get("location") ?? "", ORIGIN);
    const page = await h.call(signin.pathname + signin.search, { jar });
    const handle = /name="handle" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const picked = await h.call("/signin", {
      method: "POST",
      jar,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ handle, user_id: "usr_demo" }).toString(),
    });
    expect(picked.status).toBe(303);
    const back = picked.headers.get("location") ?? "";
    expect(back).toBe(signin.searchParams.get("return_to"));
    const consent = await h.call(back, { jar });
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(html).toContain("Demo Owner");
    expect(html).toContain("Demo Realty");
  });

  it("with --auth the dashboard sends a browser without a session to sign in", async () => {
    const h = await setup({ auth: true });
    const response = await h.call("/dashboard");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/signin\?/);
  });

  it("without --auth a loopback caller is the demo owner; the consent page names user and organisation", async () => {
    const h = await setup();
    const client = await h.register({});
    const page = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid leads.read", ...(await pkce()) }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Demo Owner");
    expect(html).toContain("Demo Realty");
    // From another address the same request needs a sign-in.
    const remote = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid", ...(await pkce()) }), { ip: "203.0.113.9" });
    expect(new URL(remote.headers.get("location") ?? "", ORIGIN).pathname).toBe("/signin");
  });

  it("prompt=login and an exceeded max_age send a signed-in user to sign in again, once", async () => {
    const h = await setup({ auth: true });
    const client = await h.register({ auto_approve: true });
    const jar = cookieJar();
    await h.signInWithPicker(jar, "usr_demo");
    const direct = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid", ...(await pkce()) }), { jar });
    expect(new URL(direct.headers.get("location") ?? "").pathname).toBe("/callback");

    const login = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid", prompt: "login", ...(await pkce()) }), { jar });
    const signin = new URL(login.headers.get("location") ?? "", ORIGIN);
    expect(signin.pathname).toBe("/signin");
    expect(signin.searchParams.get("return_to")).not.toContain("prompt");
  });

  it("max_age: a sign-in older than it sends the browser to sign in again; a younger one passes", async () => {
    const h = await setup({ auth: true, clock: frozenClock() });
    const client = await h.register({ auto_approve: true });
    const jar = cookieJar();
    await h.signInWithPicker(jar, "usr_demo");
    h.clock.advance(120_000);
    const old = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid", max_age: "60", ...(await pkce()) }), { jar });
    expect(new URL(old.headers.get("location") ?? "", ORIGIN).pathname).toBe("/signin");
    const young = await h.call(authorizationUrl(h.as, client.client_id, { scope: "openid", max_age: "600", ...(await pkce()) }), { jar });
    expect(new URL(young.headers.get("location") ?? "").pathname).toBe("/callback");
  });

  it("a client of an unknown organisation is refused at registration", async () => {
    const h = await setup();
    const response = await h.json("/__sandbox/oauth-clients", { name: "X", redirect_uris: [REDIRECT], organization_id: "org_nope" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ pointer: "/organization_id" }] });
  });
});
