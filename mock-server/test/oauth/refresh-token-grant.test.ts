import { describe, expect, it } from "vitest";
import { codeRequest, createHarness, json, refreshRequest } from "./harness";

/** A grant for `scope` from a client that may request every scope. */
async function grantTokens(scope = "leads.read leads.write analytics.read") {
  const h = createHarness();
  const client = await h.client({ auto_approve: true });
  const { code, verifier } = await h.issueCode(client, { scope });
  const tokens = await json(await h.token(codeRequest(client, code, verifier)));
  return { h, client, tokens };
}

describe("refresh_token grant refuses", () => {
  it("a superseded refresh token, and revokes the whole grant: the rotated one dies too", async () => {
    const { h, client, tokens } = await grantTokens();
    const rotated = await json(await h.token(refreshRequest(client, tokens.refresh_token)));
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    const reuse = await h.token(refreshRequest(client, tokens.refresh_token));
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: "invalid_grant" });

    const afterReuse = await h.token(refreshRequest(client, rotated.refresh_token));
    expect(await afterReuse.json()).toMatchObject({ error: "invalid_grant" });
    expect(await h.server.verifyAccessToken(rotated.access_token)).toBeNull();
    expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
    expect(h.audit.some((entry) => entry.action === "oauth.refresh_token.reused")).toBe(true);
  });

  it("a scope beyond what was granted, with invalid_scope, leaving the token usable", async () => {
    const { h, client, tokens } = await grantTokens("leads.read analytics.read");
    // The client may request properties.read, but this grant does not include it.
    const wider = await h.token(refreshRequest(client, tokens.refresh_token, { scope: "leads.read properties.read" }));
    expect(wider.status).toBe(400);
    expect(await wider.json()).toMatchObject({ error: "invalid_scope" });
    expect((await h.token(refreshRequest(client, tokens.refresh_token))).status).toBe(200);
  });

  it("widening back beyond the grant after a narrowed refresh", async () => {
    const { h, client, tokens } = await grantTokens("leads.read leads.write");
    const narrowed = await json(await h.token(refreshRequest(client, tokens.refresh_token, { scope: "leads.read" })));
    expect(narrowed.scope).toBe("leads.read");
    const widened = await h.token(
      refreshRequest(client, narrowed.refresh_token, { scope: "leads.read properties.write" }),
    );
    expect(await widened.json()).toMatchObject({ error: "invalid_scope" });
  });

  it("a refresh token of another client, an unknown one and a missing one", async () => {
    const { h, tokens } = await grantTokens();
    const other = await h.client({ auto_approve: true });
    expect(await (await h.token(refreshRequest(other, tokens.refresh_token))).json()).toMatchObject({
      error: "invalid_grant",
    });
    expect(await (await h.token(refreshRequest(other, "lps_rt_unknown"))).json()).toMatchObject({
      error: "invalid_grant",
    });
    const { refresh_token: _r, ...missing } = refreshRequest(other, "x");
    expect(await (await h.token(missing)).json()).toMatchObject({ error: "invalid_request" });
  });
});

describe("refresh_token grant", () => {
  it("rotates: a new refresh token and a new access token; the old access token stays valid", async () => {
    const { h, client, tokens } = await grantTokens();
    const response = await h.token(refreshRequest(client, tokens.refresh_token), { form: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rotated = await json(response);
    expect(rotated).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: tokens.scope });
    expect(rotated.access_token).not.toBe(tokens.access_token);
    expect(await h.server.verifyAccessToken(tokens.access_token)).not.toBeNull();
  });

  it("narrows the access token's scope but keeps the grant's for the next refresh (RFC 6749 §6)", async () => {
    const { h, client, tokens } = await grantTokens();
    const narrowed = await json(await h.token(refreshRequest(client, tokens.refresh_token, { scope: "leads.read" })));
    expect(narrowed.scope).toBe("leads.read");
    expect((await h.server.verifyAccessToken(narrowed.access_token))?.scopes).toEqual(["leads.read"]);
    const full = await json(await h.token(refreshRequest(client, narrowed.refresh_token)));
    expect(full.scope).toBe("leads.read leads.write analytics.read");
  });
});
