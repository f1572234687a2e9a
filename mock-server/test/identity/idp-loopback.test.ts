import { createHash, randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { cookieJar, identityEngine, ORIGIN } from "./harness";

const LAN = "192.0.2.2";
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** An engine with an organisation on the built-in provider and its test user ada@acme.test. */
async function setup(options: { sandboxLoopbackOnly?: boolean } = {}) {
  const h = await identityEngine(options);
  closers.push(() => h.engine.close());
  const org = await h.json("/__sandbox/organizations", {
    name: "Acme",
    sso: { idp: "builtin", email_domains: ["acme.test"], default_role: "developer" },
  });
  expect(org.status).toBe(200);
  expect((await h.json("/__sandbox/idp/users", { email: "ada@acme.test", name: "Ada Lovelace" })).status).toBe(201);
  return h;
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** /sso/start as the given client, up to the provider's authorization URL. */
async function authorizeUrl(h: Setup, ip: string, query: string) {
  const jar = cookieJar();
  const started = await h.call(`/sso/start?${query}`, { jar, ip });
  expect(started.status).toBe(302);
  return { jar, url: new URL(started.headers.get("location") ?? "") };
}

describe("the built-in identity provider signs no one in from off this machine", () => {
  it("refuses /idp/authorize to a non-loopback caller, with and without login_hint", async () => {
    const h = await setup();
    for (const query of ["email=ada@acme.test", "org=acme"]) {
      const { jar, url } = await authorizeUrl(h, LAN, query);
      expect(url.origin + url.pathname).toBe(`${ORIGIN}/idp/authorize`);
      const refused = await h.call(url.pathname + url.search, { jar, ip: LAN });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("location")).toBeNull();
      expect(await refused.text()).not.toContain("Ada Lovelace");
      expect(jar.get("lps_session")).toBeUndefined();
    }
  });

  it("refuses its token, userinfo, discovery and JWKS endpoints to a non-loopback caller", async () => {
    const h = await setup();
    const form = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=authorization_code&code=x&client_id=y" };
    expect((await h.call("/idp/token", { ...form, ip: LAN })).status).toBe(403);
    expect((await h.call("/idp/userinfo", { ip: LAN, headers: { authorization: "Bearer idp_at_x" } })).status).toBe(403);
    expect((await h.call("/idp/.well-known/openid-configuration", { ip: LAN })).status).toBe(403);
    expect((await h.call("/idp/jwks", { ip: LAN })).status).toBe(403);
    // From loopback the same token request reaches the provider, which judges the code.
    expect((await h.call("/idp/token", form)).status).toBe(400);
  });

  it("a code issued to a loopback browser is redeemed on loopback only", async () => {
    const h = await setup();
    // Any client may ask the provider (it has no registry): here a page that sent the browser.
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const redirectUri = "https://rp.example/callback";
    const authorize = new URLSearchParams({
      response_type: "code", client_id: "rp", redirect_uri: redirectUri, scope: "openid",
      code_challenge: challenge, code_challenge_method: "S256", login_hint: "ada@acme.test",
    });
    const redeem = async (ip: string) => {
      const issued = await h.call(`/idp/authorize?${authorize}`);
      expect(issued.status).toBe(302);
      const code = new URL(issued.headers.get("location") ?? "").searchParams.get("code") ?? "";
      const body = new URLSearchParams({ grant_type: "authorization_code", code, client_id: "rp", redirect_uri: redirectUri, code_verifier: verifier });
      return h.call("/idp/token", { method: "POST", ip, headers: { "content-type": "application/x-www-form-urlencoded" }, body: body.toString() });
    };
    expect((await redeem(LAN)).status).toBe(403);
    expect((await redeem("127.0.0.1")).status).toBe(200);
  });

  it("a loopback browser signs in through it; an opened sandbox opens it too", async () => {
    const h = await setup();
    const jar = cookieJar();
    expect((await h.follow("/sso/start?email=ada@acme.test", jar)).status).toBe(200);
    expect(jar.get("lps_session")).toBeDefined();

    const open = await setup({ sandboxLoopbackOnly: false });
    const { jar: lanJar, url } = await authorizeUrl(open, LAN, "email=ada@acme.test");
    const issued = await open.call(url.pathname + url.search, { jar: lanJar, ip: LAN });
    expect(issued.status).toBe(302);
    const callback = new URL(issued.headers.get("location") ?? "");
    expect((await open.call(callback.pathname + callback.search, { jar: lanJar, ip: LAN })).status).toBe(303);
    expect(lanJar.get("lps_session")).toBeDefined();
  });
});
