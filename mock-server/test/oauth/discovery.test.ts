import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { createOAuthServer } from "../../src/modules/oauth";
import { codeRequest, createHarness, frozenClock, json, location, ORIGIN } from "./harness";

describe("RFC 8414 metadata", () => {
  it("names the request's origin as issuer by default, and every endpoint under it", async () => {
    const h = createHarness();
    const response = await h.call("/.well-known/oauth-authorization-server");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/oauth/authorize`,
      token_endpoint: `${ORIGIN}/oauth/token`,
      revocation_endpoint: `${ORIGIN}/oauth/revoke`,
      jwks_uri: `${ORIGIN}/.well-known/jwks.json`,
      userinfo_endpoint: `${ORIGIN}/oauth/userinfo`,
      response_types_supported: ["code"],
      response_modes_supported: ["query"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
      revocation_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
      scopes_supported: [
        "leads.read",
        "leads.write",
        "properties.read",
        "properties.write",
        "analytics.read",
        "openid",
        "profile",
        "email",
      ],
      authorization_response_iss_parameter_supported: true,
    });
  });

  it("uses the configured issuer in metadata, redirects and tokens alike", async () => {
    const issuer = "https://auth.lps.example";
    const server = createOAuthServer({ clock: frozenClock(), issuer: () => issuer });
    const call = (path: string, init?: RequestInit) => server.routes.fetch(new Request(ORIGIN + path, init));
    const metadata = await (await call("/.well-known/oauth-authorization-server")).json();
    expect(metadata).toMatchObject({ issuer, token_endpoint: `${issuer}/oauth/token` });

    const client = await server.clients.create({
      name: "CI",
      redirect_uris: ["https://ci.example/cb"],
      auto_approve: true,
    });
    const redirect = location(
      await call(
        `/oauth/authorize?${new URLSearchParams({
          client_id: client.client_id,
          response_type: "code",
          redirect_uri: "https://ci.example/cb",
        })}`,
      ),
    );
    expect(redirect.searchParams.get("iss")).toBe(issuer);
    const body = codeRequest(client, redirect.searchParams.get("code") ?? "", "");
    const { code_verifier: _v, ...withoutVerifier } = body;
    const tokens = await json(
      await call("/oauth/token", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(withoutVerifier),
      }),
    );
    expect(decodeJwt(tokens.access_token).iss).toBe(issuer);
    expect(await server.verifyAccessToken(tokens.access_token)).not.toBeNull();
  });

  it("falls back to the request's origin when the configured issuer is not known yet", async () => {
    const server = createOAuthServer({ clock: frozenClock(), issuer: () => undefined });
    const response = await server.routes.fetch(
      new Request("http://localhost:9999/.well-known/oauth-authorization-server"),
    );
    expect((await response.json()).issuer).toBe("http://localhost:9999");
  });
});
