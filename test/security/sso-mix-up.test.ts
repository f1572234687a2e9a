import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecondServer, type SecondServer } from "../../mock-server/test/support/second-server";
import { serve, type Served } from "./support/served";
import { addUser, browser, ssoFailures, ssoOrganization, type Browser } from "./support/sso-browser";

// Issue 33 item 1: /sso/callback must take a code only from the provider its pending sign-in
// went to (RFC 9700 §4.4, RFC 9207). Hooli signs in through this server's built-in provider;
// Mallory through a second lps-mock process, whose operator is the attacker.

describe("identity-provider mix-up", { timeout: 60_000 }, () => {
  let s: Served;
  let foreign: SecondServer;
  let main: string;
  beforeAll(async () => {
    [s, foreign] = await Promise.all([serve(), startSecondServer()]);
    main = s.server.url;
    const hooli = await ssoOrganization(s, "Hooli", "hooli.test", { idp: "builtin" });
    await s.call("POST", "/__sandbox/idp/users", { key: null, body: { email: "victim@hooli.test", name: "Victim" } });
    await addUser(s, hooli.id, "victim@hooli.test", "admin");
    await ssoOrganization(s, "Mallory", "mallory.test", { issuer: `${foreign.url}/idp`, client_id: "mallory", client_secret: "x" });
    await fetch(`${foreign.url}/__sandbox/idp/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "eve@mallory.test", name: "Eve" }),
    });
  });
  afterAll(async () => {
    await Promise.all([s.server.stop(), foreign.stop()]);
  });

  const location = (response: Response) => new URL(response.headers.get("location") ?? "");
  /** The codes the foreign provider's token endpoint was sent, as its journal fingerprints them. */
  const codesAtForeignTokenEndpoint = async () => {
    const journal = (await (await fetch(`${foreign.url}/__sandbox/requests`)).json()) as { data: { path: string; request: { body?: { code?: string } } }[] };
    return journal.data.filter((entry) => entry.path === "/idp/token").map((entry) => entry.request.body?.code);
  };
  const fingerprint = (code: string) => `[redacted sha256:${createHash("sha256").update(code).digest("hex").slice(0, 12)}]`;

  /** Mallory's own sign-in at its provider, up to the callback URL the provider sends back. */
  const malloryCallback = async (b: Browser) => {
    const authorize = location(await b.visit(`${main}/sso/start?org=mallory&email=eve@mallory.test`));
    expect(authorize.origin).toBe(foreign.url);
    return location(await b.visit(authorize));
  };

  it("a code of Hooli's provider, brought to a sign-in started for Mallory, never reaches Mallory", async () => {
    const victim = browser();
    const attacker = browser();
    // The attacker starts a Hooli sign-in of their own and keeps its authorization request.
    const hooliAuthorize = location(await attacker.visit(`${main}/sso/start?org=hooli&email=victim@hooli.test`));
    expect(hooliAuthorize.origin + hooliAuthorize.pathname).toBe(`${main}/idp/authorize`);
    const attackerState = hooliAuthorize.searchParams.get("state") ?? "";
    // The victim is lured into a Mallory sign-in; Mallory's authorization endpoint sends the
    // browser on to Hooli's provider with the attacker's request and the victim's state.
    const malloryAuthorize = location(await victim.visit(`${main}/sso/start?org=mallory`));
    expect(malloryAuthorize.origin).toBe(foreign.url);
    hooliAuthorize.searchParams.set("state", malloryAuthorize.searchParams.get("state") ?? "");
    const callback = location(await victim.visit(hooliAuthorize));
    const code = callback.searchParams.get("code") ?? "";
    expect(callback.searchParams.get("iss")).toBe(`${main}/idp`);

    const refused = await victim.visit(callback);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('role="alert"');
    const leaked = (await codesAtForeignTokenEndpoint()).includes(fingerprint(code));
    // What Mallory's operator does with a code their token endpoint was sent: their own Hooli callback.
    const replay = leaked ? await attacker.visit(`${main}/sso/callback?${new URLSearchParams({ code, state: attackerState })}`) : undefined;
    expect({ leaked, attackerSession: replay && (await attacker.session(main)) }).toEqual({ leaked: false, attackerSession: undefined });
    expect(await ssoFailures(s)).toContain("issuer_mismatch");
    expect(await victim.session(main)).toBeUndefined();
  });

  it("refuses a callback whose iss names another issuer than the one the sign-in went to", async () => {
    const b = browser();
    const callback = await malloryCallback(b);
    expect(callback.searchParams.get("iss")).toBe(`${foreign.url}/idp`);
    callback.searchParams.set("iss", `${main}/idp`);
    expect((await b.visit(callback)).status).toBe(400);
    expect(await b.session(main)).toBeUndefined();
    expect((await ssoFailures(s)).at(-1)).toBe("issuer_mismatch");
  });

  it("refuses a callback without iss when the provider's metadata says it sends one", async () => {
    const b = browser();
    const callback = await malloryCallback(b);
    callback.searchParams.delete("iss");
    expect((await b.visit(callback)).status).toBe(400);
    expect(await b.session(main)).toBeUndefined();
    expect((await ssoFailures(s)).at(-1)).toBe("issuer_missing");
    const metadata = await (await fetch(`${foreign.url}/idp/.well-known/openid-configuration`)).json();
    expect(metadata).toMatchObject({ authorization_response_iss_parameter_supported: true });
  });

  it("signs in with the provider's own callback, iss and all (the refusals are not vacuous)", async () => {
    const b = browser();
    const callback = await malloryCallback(b);
    expect((await b.visit(callback)).status).toBe(303);
    expect(await b.session(main)).toEqual({ email: "eve@mallory.test", role: "viewer", organization: "mallory" });
  });
});
