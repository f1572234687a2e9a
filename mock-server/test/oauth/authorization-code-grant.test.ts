import { describe, expect, it } from "vitest";
import { codeRequest, createHarness, json, location, CODE_TTL } from "./harness";

describe("authorization_code grant refuses", () => {
  it("a reused code with invalid_grant, and revokes the tokens issued from it", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const first = await h.exchange(client);
    expect(first.response.status).toBe(200);
    const tokens = await json(first.response);
    expect(await h.server.verifyAccessToken(tokens.access_token)).not.toBeNull();

    const replay = await h.token(first.body);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
    const refresh = await h.token({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: client.client_id,
      client_secret: client.client_secret ?? "",
    });
    expect(await refresh.json()).toMatchObject({ error: "invalid_grant" });
    expect(h.audit.some((entry) => entry.action === "oauth.code.reused")).toBe(true);
  });

  it("an expired code: 60 seconds and 1 second later", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    h.clock.advance(CODE_TTL + 1000);
    const response = await h.token(codeRequest(client, code, verifier));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "invalid_grant",
      error_description: expect.stringMatching(/expired/),
    });
  });

  it("still accepts a code just inside its 60 seconds (the expiry test is not vacuous)", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    h.clock.advance(CODE_TTL - 1000);
    expect((await h.token(codeRequest(client, code, verifier))).status).toBe(200);
  });

  it("a wrong code_verifier", async () => {
    const h = createHarness();
    const client = await h.client({ confidential: false, auto_approve: true });
    const { code } = await h.issueCode(client);
    const wrong = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const response = await h.token(codeRequest(client, code, wrong));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("a missing code_verifier when the authorization request had a challenge", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    const { code_verifier: _v, ...body } = codeRequest(client, code, verifier);
    expect(await (await h.token(body)).json()).toMatchObject({ error: "invalid_grant" });
  });

  it("a code_verifier for a code issued without a challenge (PKCE downgrade)", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const response = await h.authorize({
      client_id: client.client_id,
      response_type: "code",
      redirect_uri: client.redirect_uris[0] ?? "",
    });
    const code = location(response).searchParams.get("code") ?? "";
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    expect(await (await h.token(codeRequest(client, code, verifier))).json()).toMatchObject({ error: "invalid_grant" });
    const { code_verifier: _v, ...withoutVerifier } = codeRequest(client, code, verifier);
    expect((await h.token(withoutVerifier)).status).toBe(200);
  });

  it("a redirect_uri that differs from the authorization request's", async () => {
    const h = createHarness();
    const other = "https://app.example.com/other";
    const client = await h.client({ auto_approve: true, redirect_uris: ["https://app.example.com/callback", other] });
    const { code, verifier } = await h.issueCode(client);
    const response = await h.token(codeRequest(client, code, verifier, { redirect_uri: other }));
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("a code issued to another client, without burning it for its owner", async () => {
    const h = createHarness();
    const owner = await h.client({ auto_approve: true });
    const thief = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(owner);
    const stolen = await h.token(codeRequest(thief, code, verifier, { redirect_uri: owner.redirect_uris[0] ?? "" }));
    expect(await stolen.json()).toMatchObject({ error: "invalid_grant" });
    expect((await h.token(codeRequest(owner, code, verifier))).status).toBe(200);
  });

  it("an unknown code, a missing parameter and an unknown grant type", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const unknown = await h.token(codeRequest(client, "lps_ac_nope", "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"));
    expect(await unknown.json()).toMatchObject({ error: "invalid_grant" });
    const { code: _c, ...noCode } = codeRequest(client, "x", "y");
    expect(await (await h.token(noCode)).json()).toMatchObject({ error: "invalid_request" });
    const password = await h.token({ grant_type: "password", client_id: client.client_id });
    expect(await password.json()).toMatchObject({ error: "unsupported_grant_type" });
  });

  it("a body that is neither JSON nor form-urlencoded, or repeats a parameter", async () => {
    const h = createHarness();
    const text = await h.call("/oauth/token", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "grant_type=x",
    });
    expect(await text.json()).toMatchObject({ error: "invalid_request" });
    const repeated = await h.call("/oauth/token", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=authorization_code&code=a&code=b",
    });
    expect(await repeated.json()).toMatchObject({ error: "invalid_request" });
  });
});

describe("authorization_code grant", () => {
  it("answers the spec's token response with no-store, from a JSON or a form body", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true, scopes: ["leads.read", "leads.write"] });
    for (const form of [false, true]) {
      const { code, verifier } = await h.issueCode(client);
      const response = await h.token(codeRequest(client, code, verifier), { form });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("pragma")).toBe("no-cache");
      const body = await json(response);
      expect(Object.keys(body).sort()).toEqual(["access_token", "expires_in", "refresh_token", "scope", "token_type"]);
      expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "leads.read leads.write" });
      expect(body.refresh_token).toMatch(/^lps_rt_/);
    }
  });
});
