import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startStubProvider, type StubEndpoints } from "../../mock-server/test/identity/stub-provider";
import { serve, type Served } from "./support/served";
import { browser, ssoFailures, ssoOrganization } from "./support/sso-browser";

// Issue 33 item 4: the URLs an identity provider names (its discovery document's endpoints, and
// the issuer itself) are fetched under the webhook URL policy, so a provider cannot make this
// server call its own sandbox from loopback.

describe("an identity provider pointing at this server", { timeout: 60_000 }, () => {
  let s: Served;
  let main: string;
  let port: number;
  const stops: (() => Promise<void>)[] = [];
  let organizations = 0;
  beforeAll(async () => {
    s = await serve();
    main = s.server.url;
    port = Number(new URL(main).port);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });
  afterAll(() => s.server.stop());

  /** An organisation whose provider's discovery names `endpoints`; its /sso/start answer. */
  async function startWith(endpoints: StubEndpoints, domain?: string) {
    const stub = await startStubProvider(Date.now, "lps-client", endpoints);
    stops.push(stub.close);
    const n = ++organizations;
    const org = await ssoOrganization(s, `Org ${n}`, domain ?? `org${n}.test`, { issuer: stub.issuer, client_id: "lps-client", client_secret: "s" });
    const b = browser();
    return { b, start: await b.visit(`${main}/sso/start?org=${org.slug}`) };
  }

  it("a token endpoint at /__sandbox/reset is not called, and the server keeps its state", async () => {
    const { key } = await s.issueKey(["leads.read"]);
    const { b, start } = await startWith({ token_endpoint: `${main}/__sandbox/reset` });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location") ?? "");
    const state = authorize.searchParams.get("state") ?? "";
    const code = `good:${authorize.searchParams.get("nonce")}`;
    const callback = await b.visit(`${main}/sso/callback?${new URLSearchParams({ code, state })}`);
    expect((await s.call("GET", "/v1/leads", { key })).status).toBe(200);
    expect(callback.status).toBe(502);
    expect(await callback.text()).toMatch(/this server itself/);
    expect((await ssoFailures(s)).at(-1)).toBe("idp_unreachable");
  });

  it.each([
    ["its own port on localhost", (p: number) => `http://localhost:${p}/idp/jwks`],
    ["its own port on [::1]", (p: number) => `http://[::1]:${p}/idp/jwks`],
    ["a link-local address", () => "https://169.254.169.254/latest/meta-data/keys"],
    ["a private address", () => "https://10.0.0.7/jwks"],
  ])("a jwks_uri on %s is refused before it is fetched", async (_name, jwksUri) => {
    const { start } = await startWith({ jwks_uri: jwksUri(port) });
    expect(start.status).toBe(502);
    expect(await start.text()).toMatch(/is not allowed for an identity provider/);
  });

  it("an issuer that is this server's own origin is refused before its discovery is fetched", async () => {
    const org = await ssoOrganization(s, "Selfish", "selfish.test", { issuer: `http://localhost:${port}`, client_id: "c", client_secret: "s" });
    const start = await browser().visit(`${main}/sso/start?org=${org.slug}`);
    expect(start.status).toBe(502);
    expect(await start.text()).toMatch(/this server itself/);
  });

  it("a loopback provider on another port still signs in in sandbox mode (the test is not vacuous)", async () => {
    // The stub vouches for ada@stub.test.
    const { b, start } = await startWith({}, "stub.test");
    const authorize = new URL(start.headers.get("location") ?? "");
    const code = `good:${authorize.searchParams.get("nonce")}`;
    const callback = await b.visit(`${main}/sso/callback?${new URLSearchParams({ code, state: authorize.searchParams.get("state") ?? "" })}`);
    expect(callback.status).toBe(303);
  });
});
