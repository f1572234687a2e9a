import { SignJWT, generateKeyPair } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import type { EngineContext, EngineModule } from "../../src/engine/engine-types";
import { cookieJar, identityEngine, ORIGIN } from "./harness";

const MINUTE = 60 * 1000;
const engines: { engine: { close(): Promise<void> } }[] = [];
afterEach(async () => {
  for (const { engine } of engines.splice(0)) await engine.close();
});

async function setup(options = {}) {
  const h = await identityEngine(options);
  engines.push(h);
  return h;
}

describe("sessions: refusals first", () => {
  it("GET /session without a cookie, with garbage, or with a token signed by another key answers 401", async () => {
    const h = await setup();
    expect((await h.call("/session")).status).toBe(401);
    const jar = cookieJar();
    jar.set("lps_session", "not-a-jwt");
    expect((await h.call("/session", { jar })).status).toBe(401);

    const { privateKey } = await generateKeyPair("ES256");
    const now = Math.floor(h.clock.now() / 1000);
    const forged = await new SignJWT({ sid: "ses_x", sub: "usr_demo", org_id: "org_demo", aud: "lps-session" })
      .setProtectedHeader({ alg: "ES256", typ: "lps-session+jwt" })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(privateKey);
    jar.set("lps_session", forged);
    const response = await h.call("/session", { jar });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("a token expires 15 minutes after its last use", async () => {
    const h = await setup();
    const jar = cookieJar();
    expect((await h.signInWithPicker(jar, "usr_demo")).status).toBe(303);
    h.clock.advance(15 * MINUTE);
    expect((await h.call("/session", { jar })).status).toBe(401);
  });

  it("logout revokes server-side: a copy of the cookie taken before stops working", async () => {
    const h = await setup();
    const jar = cookieJar();
    await h.signInWithPicker(jar, "usr_demo");
    const copy = cookieJar();
    copy.set("lps_session", jar.get("lps_session") ?? "");
    expect((await h.call("/session", { jar: copy })).status).toBe(200);

    const logout = await h.call("/logout", { method: "POST", jar, headers: { "sec-fetch-site": "same-origin" } });
    expect(logout.status).toBe(204);
    expect(jar.get("lps_session")).toBeUndefined();
    expect((await h.call("/session", { jar: copy })).status).toBe(401);
    expect((await h.auditActions()).map((entry) => entry.action)).toContain("session.ended");
  });

  it("removing a user ends their sessions at once", async () => {
    const h = await setup();
    const created = await h.json("/__sandbox/organizations/org_demo/users", { email: "dev@demo-realty.test", name: "Dev", role: "developer" });
    const user = (await created.json()) as { id: string };
    const jar = cookieJar();
    await h.signInWithPicker(jar, user.id);
    expect((await h.call("/session", { jar })).status).toBe(200);
    expect((await h.call(`/__sandbox/organizations/org_demo/users/${user.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await h.call("/session", { jar })).status).toBe(401);
  });

  it("no renewal past 12 hours after sign-in, however often it is used", async () => {
    const h = await setup();
    const jar = cookieJar();
    await h.signInWithPicker(jar, "usr_demo");
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 10) {
      h.clock.advance(10 * MINUTE);
      const response = await h.call("/session", { jar });
      if (elapsed + 10 < 12 * 60) expect(response.status).toBe(200);
      else expect(response.status).toBe(401);
    }
  });
});

describe("sessions: the signed-in user", () => {
  it("GET /session names the user and organisation, and each use renews the token", async () => {
    const h = await setup();
    const jar = cookieJar();
    const signedIn = await h.signInWithPicker(jar, "usr_demo");
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith("lps_session="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    h.clock.advance(10 * MINUTE);
    const response = await h.call("/session", { jar });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: "usr_demo", email: "owner@demo-realty.test", name: "Demo Owner", role: "owner" },
      organization: { id: "org_demo", name: "Demo Realty", slug: "demo-realty" },
      expires_at: new Date(h.clock.now() + 15 * MINUTE).toISOString(),
    });
    // Renewed at minute 10, so still alive at minute 24.
    h.clock.advance(14 * MINUTE);
    expect((await h.call("/session", { jar })).status).toBe(200);
  });

  it("a session is an API credential for the shared authenticator, with the role's scopes", async () => {
    let host: EngineContext | undefined;
    const probe: EngineModule = { name: "probe", setup: (ctx) => ((host = ctx), {}) };
    const h = await setup({ modules: [probe] });
    const viewer = (await (
      await h.json("/__sandbox/organizations/org_demo/users", { email: "v@demo-realty.test", name: "Viewer", role: "viewer" })
    ).json()) as { id: string };
    const verify = (cookie: string, origin = ORIGIN) => Promise.all(host?.sessionVerifiers.map((verifier) => verifier(cookie, origin)) ?? []);
    expect(await verify("lps_session=forged; other=1")).toEqual([null]);

    const jar = cookieJar();
    await h.signInWithPicker(jar, viewer.id);
    // Only on the origin the session was issued on (test/security/session-origin.test.ts).
    expect(await verify(jar.header(), "http://localhost:4010")).toEqual([null]);
    const [claims] = await verify(`theme=dark; ${jar.header()}`);
    expect(claims).toEqual({
      sessionId: expect.stringMatching(/^ses_/),
      userId: viewer.id,
      organizationId: "org_demo",
      scopes: ["leads.read", "properties.read", "analytics.read"],
      expiresAt: h.clock.now() + 15 * MINUTE,
    });
    await h.call("/logout", { method: "POST", jar: cookieJar(), headers: { cookie: jar.header() } });
    expect(await verify(`lps_session=${jar.get("lps_session")}`)).toEqual([null]);
  });

  it("ending an organisation's SSO ends the sessions SSO started, not the others", async () => {
    let host: EngineContext | undefined;
    const probe: EngineModule = { name: "probe", setup: (ctx) => ((host = ctx), {}) };
    const h = await setup({ modules: [probe] });
    const picked = cookieJar();
    await h.signInWithPicker(picked, "usr_demo");
    for (const listener of host?.onSsoChanged ?? []) listener("org_demo");
    expect((await h.call("/session", { jar: picked })).status).toBe(200);
  });

  it("the picker refuses a stale or replayed form, and answers loopback callers only", async () => {
    const h = await setup();
    const jar = cookieJar();
    expect((await h.call("/signin?org=demo-realty", { ip: "203.0.113.9" })).status).toBe(403);
    const replay = await h.call("/signin", {
      method: "POST",
      jar,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "handle=nope&user_id=usr_demo",
    });
    expect(replay.status).toBe(400);
    expect(jar.get("lps_session")).toBeUndefined();
  });
});

describe("sessions when the clock moves back", () => {
  it("a token still expires 15 minutes of forward time after it was issued", async () => {
    const h = await setup();
    const jar = cookieJar();
    expect((await h.signInWithPicker(jar, "usr_demo")).status).toBe(303);
    const token = jar.get("lps_session") ?? "";
    h.clock.advance(-60 * MINUTE);
    h.clock.advance(15 * MINUTE);
    const copy = cookieJar();
    copy.set("lps_session", token);
    expect((await h.call("/session", { jar: copy })).status).toBe(401);
  });

  it("a session ends 12 hours of forward time after sign-in, however often it is used", async () => {
    const h = await setup();
    const jar = cookieJar();
    await h.signInWithPicker(jar, "usr_demo");
    h.clock.advance(-60 * MINUTE);
    for (let i = 1; i < 12 * 6; i++) {
      h.clock.advance(10 * MINUTE);
      expect((await h.call("/session", { jar })).status).toBe(200);
    }
    h.clock.advance(10 * MINUTE);
    expect((await h.call("/session", { jar })).status).toBe(401);
  });
});
