import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createHarness, json, ORIGIN } from "./harness";

async function accessToken() {
  const h = createHarness();
  const client = await h.client({ auto_approve: true, scopes: ["leads.read", "analytics.read"] });
  const tokens = await json((await h.exchange(client)).response);
  return { h, client, tokens };
}

const revoke = (h: ReturnType<typeof createHarness>, body: Record<string, string>) =>
  h.call("/oauth/revoke", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });

describe("verifyAccessToken refuses", () => {
  it("a revoked access token", async () => {
    const { h, client, tokens } = await accessToken();
    expect(await h.server.verifyAccessToken(tokens.access_token)).not.toBeNull();
    const response = await revoke(h, {
      token: tokens.access_token,
      token_type_hint: "access_token",
      client_id: client.client_id,
      client_secret: client.client_secret ?? "",
    });
    expect(response.status).toBe(200);
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
  });

  it("an expired token, 3601 s later on the clock", async () => {
    const { h, tokens } = await accessToken();
    h.clock.advance(3599 * 1000);
    expect(await h.server.verifyAccessToken(tokens.access_token)).not.toBeNull();
    h.clock.advance(2 * 1000);
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
  });

  it("a token whose payload was altered (scope widened)", async () => {
    const { h, tokens } = await accessToken();
    const [header, payload, signature] = tokens.access_token.split(".");
    const claims = { ...decodeJwt(tokens.access_token), scope: "leads.read leads.write" };
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".");
    expect(payload).not.toBe(forged.split(".")[1]);
    expect(await h.server.verifyAccessToken(forged)).toBeNull();
  });

  it("a token with the same claims signed by another key", async () => {
    const { h, tokens } = await accessToken();
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT(decodeJwt(tokens.access_token))
      .setProtectedHeader(decodeProtectedHeader(tokens.access_token) as { alg: string })
      .sign(privateKey);
    expect(await h.server.verifyAccessToken(forged)).toBeNull();
  });

  it("a token from another server instance, and garbage", async () => {
    const first = await accessToken();
    const second = await accessToken();
    expect(await second.h.server.verifyAccessToken(first.tokens.access_token)).toBeNull();
    expect(await first.h.server.verifyAccessToken("not.a.jwt")).toBeNull();
    expect(await first.h.server.verifyAccessToken(first.tokens.refresh_token)).toBeNull();
  });

  it("every token of the server after a reset", async () => {
    const { h, tokens } = await accessToken();
    await h.server.reset();
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
  });
});

describe("inspectAccessToken, for telling expired from invalid", () => {
  it("refuses a forged token even after its expiry", async () => {
    const { h, tokens } = await accessToken();
    const [header, , signature] = tokens.access_token.split(".");
    const widened = { ...decodeJwt(tokens.access_token), scope: "leads.read leads.write" };
    const forged = [header, Buffer.from(JSON.stringify(widened)).toString("base64url"), signature].join(".");
    h.clock.advance(3601 * 1000);
    expect(await h.server.inspectAccessToken(forged)).toBeNull();
  });

  it("refuses a revoked token even after its expiry", async () => {
    const { h, client, tokens } = await accessToken();
    await revoke(h, { token: tokens.access_token, client_id: client.client_id, client_secret: client.client_secret ?? "" });
    h.clock.advance(3601 * 1000);
    expect(await h.server.inspectAccessToken(tokens.access_token)).toBeNull();
  });

  it("gives an expired token's claims, with expiresAt already passed", async () => {
    const { h, tokens } = await accessToken();
    h.clock.advance(3601 * 1000);
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
    expect((await h.server.inspectAccessToken(tokens.access_token))?.expiresAt).toBeLessThanOrEqual(h.clock.now());
  });
});

describe("access tokens", () => {
  it("are ES256 RFC 9068 JWTs that verify against the published JWKS, with clock-based iat/exp", async () => {
    const { h, client, tokens } = await accessToken();
    const jwks = await (await h.call("/.well-known/jwks.json")).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(jwks.keys[0]).not.toHaveProperty("d");

    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), {
      issuer: ORIGIN,
      audience: "lps-api",
      typ: "at+jwt",
      currentDate: new Date(h.clock.now()),
    });
    expect(protectedHeader).toMatchObject({ alg: "ES256", kid: jwks.keys[0].kid });
    const iat = Math.floor(h.clock.now() / 1000);
    expect(payload).toMatchObject({
      sub: "user_demo",
      client_id: client.client_id,
      org_id: "org_demo",
      scope: "leads.read analytics.read",
      iat,
      exp: iat + 3600,
    });
    expect(payload.jti).toEqual(expect.any(String));
  });

  it("verify to the client, subject, scopes and expiry", async () => {
    const { h, client, tokens } = await accessToken();
    expect(await h.server.verifyAccessToken(tokens.access_token)).toEqual({
      clientId: client.client_id,
      grantId: expect.any(String),
      subject: "user_demo",
      organizationId: "org_demo",
      scopes: ["leads.read", "analytics.read"],
      expiresAt: (Math.floor(h.clock.now() / 1000) + 3600) * 1000,
    });
  });
});
