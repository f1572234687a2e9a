import { describe, expect, it } from "vitest";
import { createHarness } from "./harness";

type Harness = ReturnType<typeof createHarness>;

const post = (h: Harness, body: unknown, contentType = "application/json") =>
  h.call("/__sandbox/oauth-clients", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const pointers = async (response: Response) =>
  ((await response.json()).errors as Array<{ pointer: string }>).map((issue) => issue.pointer);

describe("POST /__sandbox/oauth-clients refuses", () => {
  it("a body without name or redirect_uris, naming both fields", async () => {
    const h = createHarness();
    const response = await post(h, {});
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    const body = await response.clone().json();
    expect(body).toMatchObject({
      status: 400,
      code: "validation_failed",
      type: expect.stringContaining("validation_failed"),
    });
    expect(body.request_id).toMatch(/^req_/);
    expect((await pointers(response)).sort()).toEqual(["/name", "/redirect_uris"]);
  });

  it("redirect URIs that are relative, carry a fragment, or use plain http off loopback", async () => {
    const h = createHarness();
    const response = await post(h, {
      name: "App",
      redirect_uris: [
        "/callback",
        "https://app.example.com/cb#frag",
        "http://app.example.com/cb",
        "https://ok.example/cb",
      ],
    });
    expect(await pointers(response)).toEqual(["/redirect_uris/0", "/redirect_uris/1", "/redirect_uris/2"]);
  });

  it("redirect URIs with userinfo, naming the host the code would go to", async () => {
    const h = createHarness();
    const response = await post(h, {
      name: "Trusted CRM",
      redirect_uris: ["https://app.example.com@evil.com/cb", "https://user:pw@evil.com/cb", "https://ok.example/cb"],
    });
    expect(response.status).toBe(400);
    const { code, errors } = await response.json();
    expect(code).toBe("validation_failed");
    expect(errors).toEqual([
      { pointer: "/redirect_uris/0", message: expect.stringMatching(/user ?info.*evil\.com/) },
      { pointer: "/redirect_uris/1", message: expect.stringMatching(/user ?info.*evil\.com/) },
    ]);
  });

  it("redirect URIs the URL parser would rewrite, saying what each would become, and port 0", async () => {
    const h = createHarness();
    const response = await post(h, {
      name: "App",
      redirect_uris: ["https:evil.com", "https://evil.com/c b", "http://127.1/cb", "https://app.example.com", "HTTPS://app.example.com/cb", "https://evil.com:0/cb"],
    });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors).toEqual([
      { pointer: "/redirect_uris/0", message: expect.stringContaining('"https://evil.com/"') },
      { pointer: "/redirect_uris/1", message: expect.stringContaining('"https://evil.com/c%20b"') },
      { pointer: "/redirect_uris/2", message: expect.stringContaining('"http://127.0.0.1/cb"') },
      { pointer: "/redirect_uris/3", message: expect.stringContaining('"https://app.example.com/"') },
      { pointer: "/redirect_uris/4", message: expect.stringContaining('"https://app.example.com/cb"') },
      { pointer: "/redirect_uris/5", message: expect.stringMatching(/port 0/) },
    ]);
  });

  it("a rewritten redirect URI through clients.create as well", async () => {
    const h = createHarness();
    await expect(h.server.clients.create({ name: "App", redirect_uris: ["https://a@evil.com/cb"] })).rejects.toThrow(/\/redirect_uris\/0 .*evil\.com/);
  });

  it("an unknown scope, a wrong type and an unknown field", async () => {
    const h = createHarness();
    const response = await post(h, {
      name: "App",
      redirect_uris: ["https://app.example.com/cb"],
      scopes: ["leads.read", "admin"],
      confidential: "yes",
      grant_types: ["password"],
    });
    expect((await pointers(response)).sort()).toEqual(["/confidential", "/grant_types", "/scopes/1"]);
  });

  it("malformed JSON and a non-JSON body", async () => {
    const h = createHarness();
    expect(await (await post(h, "{")).json()).toMatchObject({ status: 400, code: "malformed_json" });
    expect((await post(h, "name=x", "application/x-www-form-urlencoded")).status).toBe(415);
  });

  it("invalid input given to clients.create, with the same rules", async () => {
    const h = createHarness();
    await expect(h.server.clients.create({ name: "", redirect_uris: [] })).rejects.toThrow(/redirect_uris|name/);
  });
});

describe("OAuth clients", () => {
  it("are created confidential by default, with a secret shown once and all scopes", async () => {
    const h = createHarness();
    const response = await post(h, { name: "CRM Sync", redirect_uris: ["https://app.example.com/cb"] });
    expect(response.status).toBe(200);
    const created = await response.json();
    expect(created).toMatchObject({
      client_id: expect.stringMatching(/^cli_[A-Za-z0-9_-]{16}$/),
      client_secret: expect.stringMatching(/^lps_cs_[A-Za-z0-9_-]{43}$/),
      name: "CRM Sync",
      redirect_uris: ["https://app.example.com/cb"],
      scopes: ["leads.read", "leads.write", "properties.read", "properties.write", "analytics.read"],
      confidential: true,
      auto_approve: false,
      created_at: new Date(h.clock.now()).toISOString(),
    });
    const listed = await (await h.call("/__sandbox/oauth-clients")).json();
    const { client_secret: _secret, ...view } = created;
    expect(listed.data).toEqual([view]);
    expect(JSON.stringify(listed)).not.toContain(created.client_secret);
    expect(h.audit).toContainEqual(
      expect.objectContaining({ action: "oauth_client.created", resource_id: created.client_id }),
    );
  });

  it("public clients get no secret; native-app schemes and loopback http are accepted", async () => {
    const h = createHarness();
    const response = await post(h, {
      name: "Mobile",
      redirect_uris: ["com.example.app:/oauth", "http://127.0.0.1:8765/cb", "http://[::1]/cb"],
      confidential: false,
      scopes: ["leads.read"],
    });
    const created = await response.json();
    expect(created).toMatchObject({ confidential: false, scopes: ["leads.read"] });
    expect(created).not.toHaveProperty("client_secret");
  });
});

describe("OpenID Connect scopes in a client's list", () => {
  // docs/oauth.md says any client may use openid, profile and email; listing them was refused
  // with "/scopes/1 must be one of …".
  it("are accepted, and the client may then ask for them with its API scopes", async () => {
    const h = createHarness();
    const response = await post(h, {
      name: "Sign-in app",
      redirect_uris: ["https://app.example.com/cb"],
      scopes: ["leads.read", "openid", "email"],
      auto_approve: true,
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as { client_id: string; scopes: string[] };
    expect(created.scopes).toEqual(["leads.read", "openid", "email"]);
    const authorize = await h.authorize({
      response_type: "code",
      client_id: created.client_id,
      redirect_uri: "https://app.example.com/cb",
      scope: "openid email leads.read",
      state: "s",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuKa9_fW-cQ",
      code_challenge_method: "S256",
    });
    expect(authorize.status).not.toBe(400);
    expect(authorize.headers.get("location") ?? "").not.toContain("error=");
  });

  it("still refuses a scope neither the API nor OpenID Connect defines", async () => {
    const h = createHarness();
    const response = await post(h, { name: "App", redirect_uris: ["https://app.example.com/cb"], scopes: ["openid", "leads.admin"] });
    expect(response.status).toBe(400);
    expect(await pointers(response)).toEqual(["/scopes/1"]);
  });
});

describe("demo client and reset", () => {
  it("keeps the demo client's credentials across a reset and forgets every other client", async () => {
    const h = createHarness();
    const demo = await h.server.demoClient();
    expect(demo).toMatchObject({
      redirect_uri: "http://127.0.0.1:8080/callback",
      client_secret: expect.stringMatching(/^lps_cs_/),
    });
    expect(await h.server.demoClient()).toEqual(demo);
    await h.client({ name: "Temporary" });
    await h.server.reset();
    expect(h.server.clients.list().map((client) => client.client_id)).toEqual([demo.client_id]);
    const token = await h.token({ grant_type: "refresh_token", refresh_token: "lps_rt_x", ...demo });
    expect(await token.json()).toMatchObject({ error: "invalid_grant" });
  });
});
