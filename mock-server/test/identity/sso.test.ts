import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { EngineContext, EngineModule } from "../../src/engine/engine-types";
import { cookieJar, identityEngine, ORIGIN, type Jar } from "./harness";
import { startStubProvider, type StubMode } from "./stub-provider";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function setup() {
  let host: EngineContext | undefined;
  const probe: EngineModule = { name: "probe", setup: (ctx) => ((host = ctx), {}) };
  const h = await identityEngine({ modules: [probe] });
  closers.push(() => h.engine.close());
  if (!host) throw new Error("no identity host");
  const acme = host.organizations.create({
    name: "Acme",
    sso: { idp: "builtin", email_domains: ["acme.test"], default_role: "developer" },
  });
  await h.json("/__sandbox/idp/users", { email: "ada@acme.test", name: "Ada Lovelace" });
  await h.json("/__sandbox/idp/users", { email: "eve@elsewhere.test", name: "Eve" });
  return { ...h, host, acme };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** The audit entries `sso.failed` with this reason, and no session in the jar. */
async function expectRefused(h: Setup, response: Response, jar: Jar, reason: string, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("text/html");
  expect(await response.text()).toContain('role="alert"');
  expect(jar.get("lps_session")).toBeUndefined();
  expect((await h.call("/session", { jar })).status).toBe(401);
  const failures = (await h.auditActions()).filter((entry) => entry.action === "sso.failed");
  expect(failures.map((entry) => entry.resource_id)).toContain(reason);
}

/** /sso/start, up to the provider's authorization URL (not followed). */
async function start(h: Setup, jar: Jar, query: string): Promise<URL> {
  const response = await h.call(`/sso/start?${query}`, { jar });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

describe("SSO refusals: each ends on an error page, audited, without a session", () => {
  it("unknown organisation", async () => {
    const h = await setup();
    const jar = cookieJar();
    await expectRefused(h, await h.call("/sso/start?org=nope", { jar }), jar, "unknown_org", 404);
  });

  it("wrong domain: by address, and an address outside the named organisation's domains", async () => {
    const h = await setup();
    const jar = cookieJar();
    await expectRefused(h, await h.call("/sso/start?email=eve@elsewhere.test", { jar }), jar, "wrong_domain", 404);
    await expectRefused(h, await h.call("/sso/start?org=acme&email=eve@elsewhere.test", { jar }), jar, "wrong_domain", 403);
  });

  it("wrong domain in the ID token: the provider vouches for an address the organisation does not own", async () => {
    const h = await setup();
    const jar = cookieJar();
    const authorize = await start(h, jar, "org=acme");
    authorize.searchParams.set("login_hint", "eve@elsewhere.test");
    const response = await h.follow(authorize.pathname + authorize.search, jar);
    await expectRefused(h, response, jar, "wrong_domain", 403);
  });

  it("organisation without SSO", async () => {
    const h = await setup();
    const jar = cookieJar();
    await expectRefused(h, await h.call("/sso/start?org=demo-realty", { jar }), jar, "sso_not_configured", 404);
  });

  it("bad state: altered, missing, replayed, or brought back by another browser", async () => {
    const h = await setup();
    const jar = cookieJar();
    const authorize = await start(h, jar, "email=ada@acme.test");
    const idp = await h.call(authorize.pathname + authorize.search, { jar });
    const callback = new URL(idp.headers.get("location") ?? "");
    const state = callback.searchParams.get("state") ?? "";

    const altered = new URL(callback);
    altered.searchParams.set("state", state.slice(0, -2) + "xx");
    await expectRefused(h, await h.call(altered.pathname + altered.search, { jar }), jar, "bad_state", 400);
    await expectRefused(h, await h.call(`/sso/callback?code=x`, { jar }), jar, "bad_state", 400);

    const thief = cookieJar();
    await expectRefused(h, await h.call(callback.pathname + callback.search, { jar: thief }), thief, "bad_state", 400);
    // The stolen attempt consumed the state: the rightful browser cannot use it afterwards either.
    await expectRefused(h, await h.call(callback.pathname + callback.search, { jar }), jar, "bad_state", 400);
  });

  it("an error from the identity provider", async () => {
    const h = await setup();
    const jar = cookieJar();
    const authorize = await start(h, jar, "org=acme");
    const state = authorize.searchParams.get("state") ?? "";
    // As the built-in provider answers (RFC 9207: iss on error responses too).
    const response = await h.call(`/sso/callback?error=access_denied&state=${state}&iss=${ORIGIN}/idp`, { jar });
    await expectRefused(h, response, jar, "idp_error", 400);
  });
});

describe("SSO refusals from a hostile provider", () => {
  let stub: Awaited<ReturnType<typeof startStubProvider>>;
  let now = Date.UTC(2026, 10, 2, 9, 0, 0);
  beforeAll(async () => {
    stub = await startStubProvider(() => now, "lps-client");
  });
  afterAll(() => stub.close());

  async function callbackWith(mode: StubMode) {
    const h = await setup();
    now = h.clock.now();
    const org = h.host.organizations.create({
      name: "Stubbed",
      sso: { issuer: stub.issuer, client_id: "lps-client", client_secret: "s3cret", email_domains: ["stub.test"], default_role: "viewer" },
    });
    const jar = cookieJar();
    const authorize = await start(h, jar, `org=${org.slug}`);
    expect(authorize.origin).toBe(stub.issuer);
    const state = authorize.searchParams.get("state") ?? "";
    const nonce = authorize.searchParams.get("nonce") ?? "";
    const code = `${mode}:${nonce}`;
    const response = await h.call(`/sso/callback?${new URLSearchParams({ code, state })}`, { jar });
    return { h, jar, response };
  }

  it.each([
    ["other-key", "bad_signature", 400],
    ["expired", "expired_token", 400],
    ["bad-nonce", "bad_nonce", 400],
    ["wrong-audience", "bad_claims", 400],
    ["unverified", "bad_claims", 400],
    ["no-id-token", "token_exchange_failed", 400],
  ] as const)("%s is refused as %s", async (mode, reason, status) => {
    const { h, jar, response } = await callbackWith(mode);
    await expectRefused(h, response, jar, reason, status);
  });

  it("the same provider, answering correctly, signs the user in", async () => {
    const { h, jar, response } = await callbackWith("good");
    expect(response.status).toBe(303);
    const session = (await (await h.call("/session", { jar })).json()) as { user: { email: string; role: string } };
    expect(session.user).toMatchObject({ email: "ada@stub.test", role: "viewer" });
  });
});

describe("SSO through the built-in identity provider", () => {
  it("provisions the user just in time, starts a session and lands on the dashboard", async () => {
    const h = await setup();
    const jar = cookieJar();
    const landed = await h.follow("/sso/start?email=ada@acme.test", jar);
    expect(landed.status).toBe(200);
    expect(jar.get("lps_session")).toBeDefined();
    const session = await (await h.call("/session", { jar })).json();
    expect(session).toMatchObject({
      user: { email: "ada@acme.test", name: "Ada Lovelace", role: "developer" },
      organization: { id: h.acme.id, name: "Acme", slug: "acme" },
    });
    const users = (await (await h.call(`/__sandbox/organizations/${h.acme.id}/users`)).json()) as { data: unknown[] };
    expect(users.data).toHaveLength(1);
    const actions = (await h.auditActions()).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["user.provisioned", "session.started"]));

    // A second sign-in finds the same user.
    const again = cookieJar();
    await h.follow("/sso/start?org=acme&email=ada@acme.test", again);
    expect(((await (await h.call(`/__sandbox/organizations/${h.acme.id}/users`)).json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it("without login_hint the provider shows its test users; revoking SSO ends the SSO sessions", async () => {
    const h = await setup();
    const jar = cookieJar();
    const authorize = await start(h, jar, "org=acme");
    const page = await h.call(authorize.pathname + authorize.search, { jar });
    const html = await page.text();
    expect(html).toContain("Ada Lovelace");
    const href = /href="([^"]*login_hint=ada%40acme.test[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect((await h.follow(href, jar)).status).toBe(200);
    expect((await h.call("/session", { jar })).status).toBe(200);

    h.host.organizations.setSso(h.acme.id, undefined);
    for (const listener of h.host.onSsoChanged) listener(h.acme.id);
    expect((await h.call("/session", { jar })).status).toBe(401);
  });

  it("publishes an OpenID discovery document under {auth_url}/idp", async () => {
    const h = await setup();
    const metadata = await (await h.call("/idp/.well-known/openid-configuration")).json();
    expect(metadata).toMatchObject({ issuer: `${ORIGIN}/idp`, jwks_uri: `${ORIGIN}/idp/jwks` });
  });
});
