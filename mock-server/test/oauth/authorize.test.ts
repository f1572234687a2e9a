import { describe, expect, it } from "vitest";
import { createHarness, location, ORIGIN, REDIRECT } from "./harness";

const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const base = (clientId: string) => ({
  client_id: clientId,
  response_type: "code",
  redirect_uri: REDIRECT,
  state: "xyz",
  code_challenge: CHALLENGE,
  code_challenge_method: "S256",
});

describe("GET /oauth/authorize refuses", () => {
  it("an unknown client with an error page, never a redirect", async () => {
    const h = createHarness();
    const response = await h.authorize(base("cli_doesNotExist"));
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("not registered");
  });

  it("a redirect_uri that differs from the registered one in any way, with an error page", async () => {
    const h = createHarness();
    const client = await h.client();
    for (const redirect_uri of [
      `${REDIRECT}/`,
      `${REDIRECT}?x=1`,
      "https://app.example.com/CALLBACK",
      "https://evil.example/callback",
    ]) {
      const response = await h.authorize({ ...base(client.client_id), redirect_uri });
      expect(response.status, redirect_uri).toBe(400);
      expect(response.headers.get("location"), redirect_uri).toBeNull();
    }
  });

  it("a missing redirect_uri with an error page", async () => {
    const h = createHarness();
    const client = await h.client();
    const { redirect_uri: _omit, ...params } = base(client.client_id);
    const response = await h.authorize(params);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });

  it("a public client without PKCE, by redirecting invalid_request with the state", async () => {
    const h = createHarness();
    const client = await h.client({ confidential: false });
    const { code_challenge: _c, code_challenge_method: _m, ...params } = base(client.client_id);
    const target = location(await h.authorize(params));
    expect(target.origin + target.pathname).toBe(REDIRECT);
    expect(target.searchParams.get("error")).toBe("invalid_request");
    expect(target.searchParams.get("error_description")).toMatch(/PKCE/);
    expect(target.searchParams.get("state")).toBe("xyz");
    expect(target.searchParams.get("iss")).toBe(ORIGIN);
    expect(target.searchParams.has("code")).toBe(false);
  });

  it("the plain PKCE method, and a challenge without a method (which means plain)", async () => {
    const h = createHarness();
    const client = await h.client({ confidential: false });
    const plain = location(await h.authorize({ ...base(client.client_id), code_challenge_method: "plain" }));
    expect(plain.searchParams.get("error")).toBe("invalid_request");
    expect(plain.searchParams.get("error_description")).toMatch(/S256/);
    const { code_challenge_method: _m, ...implicitPlain } = base(client.client_id);
    expect(location(await h.authorize(implicitPlain)).searchParams.get("error")).toBe("invalid_request");
  });

  it("a malformed code_challenge", async () => {
    const h = createHarness();
    const client = await h.client();
    const target = location(await h.authorize({ ...base(client.client_id), code_challenge: "short" }));
    expect(target.searchParams.get("error")).toBe("invalid_request");
  });

  it("a response_type other than code with unsupported_response_type", async () => {
    const h = createHarness();
    const client = await h.client();
    const target = location(await h.authorize({ ...base(client.client_id), response_type: "token" }));
    expect(target.searchParams.get("error")).toBe("unsupported_response_type");
    expect(target.searchParams.get("state")).toBe("xyz");
  });

  it("a scope the client may not request, or an unknown one, with invalid_scope", async () => {
    const h = createHarness();
    const client = await h.client({ scopes: ["leads.read"] });
    for (const scope of ["leads.read leads.write", "admin"]) {
      const target = location(await h.authorize({ ...base(client.client_id), scope }));
      expect(target.searchParams.get("error"), scope).toBe("invalid_scope");
    }
  });

  it("a repeated parameter with invalid_request", async () => {
    const h = createHarness();
    const client = await h.client();
    const query = new URLSearchParams(base(client.client_id));
    query.append("scope", "leads.read");
    query.append("scope", "leads.write");
    const target = location(await h.call(`/oauth/authorize?${query}`));
    expect(target.searchParams.get("error")).toBe("invalid_request");
  });
});

describe("GET /oauth/authorize", () => {
  it("echoes an awkward state exactly, on errors and on success", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const state = "a b+c/d?e=f&g=%20ü\u{1F511}";
    const failed = location(await h.authorize({ ...base(client.client_id), state, response_type: "token" }));
    expect(failed.searchParams.get("state")).toBe(state);
    const approved = location(await h.authorize({ ...base(client.client_id), state }));
    expect(approved.searchParams.get("state")).toBe(state);
    expect(approved.searchParams.get("code")).toMatch(/^lps_ac_[A-Za-z0-9_-]{43}$/);
  });

  it("keeps the registered redirect_uri's own query when adding the code", async () => {
    const h = createHarness();
    const redirect = "https://app.example.com/cb?tenant=42";
    const client = await h.client({ redirect_uris: [redirect], auto_approve: true });
    const target = location(await h.authorize({ ...base(client.client_id), redirect_uri: redirect }));
    expect(target.searchParams.get("tenant")).toBe("42");
    expect(target.searchParams.has("code")).toBe(true);
  });

  it("issues codes with at least 128 bits of randomness, never twice the same", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await h.issueCode(client)).code);
    expect(codes.size).toBe(20);
    for (const code of codes)
      expect(Buffer.from(code.slice("lps_ac_".length), "base64url").length).toBeGreaterThanOrEqual(16);
  });
});
