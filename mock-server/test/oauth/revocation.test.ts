import { describe, expect, it } from "vitest";
import { createHarness, json, refreshRequest } from "./harness";

async function setup(confidential = true) {
  const h = createHarness();
  const client = await h.client({ auto_approve: true, confidential });
  const tokens = await json((await h.exchange(client)).response);
  const revoke = (body: Record<string, string>, contentType = "application/x-www-form-urlencoded") =>
    h.call("/oauth/revoke", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: contentType === "application/json" ? JSON.stringify(body) : new URLSearchParams(body),
    });
  const credentials = {
    client_id: client.client_id,
    ...(client.client_secret && { client_secret: client.client_secret }),
  };
  return { h, client, tokens, revoke, credentials };
}

describe("POST /oauth/revoke refuses", () => {
  it("a confidential client without its secret, leaving the token alive", async () => {
    const { h, client, tokens, revoke } = await setup();
    const response = await revoke({ token: tokens.refresh_token, client_id: client.client_id });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
    expect(await h.server.verifyAccessToken(tokens.access_token)).not.toBeNull();
  });

  it("a request without a token", async () => {
    const { revoke, credentials } = await setup();
    expect(await (await revoke(credentials)).json()).toMatchObject({ error: "invalid_request" });
  });

  it("to revoke another client's tokens: 200 but nothing happens", async () => {
    const { h, tokens } = await setup();
    const other = await h.client();
    const response = await h.call("/oauth/revoke", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        token: tokens.refresh_token,
        client_id: other.client_id,
        client_secret: other.client_secret,
      }),
    });
    expect(response.status).toBe(200);
    expect(await h.server.verifyAccessToken(tokens.access_token)).not.toBeNull();
  });
});

describe("POST /oauth/revoke", () => {
  it("revokes the whole grant with a refresh token: its access tokens and refresh tokens die", async () => {
    const { h, client, tokens, revoke, credentials } = await setup();
    const response = await revoke({ token: tokens.refresh_token, token_type_hint: "refresh_token", ...credentials });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({});
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
    expect(await (await h.token(refreshRequest(client, tokens.refresh_token))).json()).toMatchObject({
      error: "invalid_grant",
    });
  });

  it("revokes only that token with an access token; the grant refreshes on", async () => {
    const { h, client, tokens, revoke, credentials } = await setup();
    expect((await revoke({ token: tokens.access_token, ...credentials }, "application/json")).status).toBe(200);
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
    expect((await h.token(refreshRequest(client, tokens.refresh_token))).status).toBe(200);
  });

  it("answers 200 for an unknown token (RFC 7009 §2.2)", async () => {
    const { revoke, credentials } = await setup();
    expect((await revoke({ token: "lps_rt_unknown", ...credentials })).status).toBe(200);
  });

  it("lets a public client revoke with its client_id alone", async () => {
    const { h, tokens, revoke, credentials } = await setup(false);
    expect(credentials).not.toHaveProperty("client_secret");
    expect((await revoke({ token: tokens.refresh_token, ...credentials })).status).toBe(200);
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
  });
});
