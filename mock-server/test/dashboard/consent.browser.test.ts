import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser";
import { useDashboardSession } from "./support/session";

// The client's own page: the browser never reaches it, the test answers for it.
const REDIRECT_URI = "http://127.0.0.1:8080/callback";
const SCOPES = ["leads.read", "properties.read"];

describe("the OAuth consent page in Chromium", { timeout: 60_000 }, () => {
  const session = useDashboardSession();
  const callbacks: URL[] = [];
  let clientId = "";

  beforeAll(async () => {
    const created = await fetch(`${session.server.url}/__sandbox/oauth-clients`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Consent Test App", redirect_uris: [REDIRECT_URI], scopes: SCOPES, confidential: false, auto_approve: false }),
    });
    expect(created.status).toBe(200);
    clientId = ((await created.json()) as { client_id: string }).client_id;
    await session.page.route(`${REDIRECT_URI}**`, (route) => {
      callbacks.push(new URL(route.request().url()));
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Callback</title><p>Back at the client.</p>" });
    });
  });

  /** Opens the consent page for a fresh PKCE pair; returns the verifier. */
  async function openConsent(state: string): Promise<string> {
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL("/oauth/authorize", session.server.url);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: "code",
      redirect_uri: REDIRECT_URI,
      scope: SCOPES.join(" "),
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    }).toString();
    await session.page.goto(url.href);
    await session.page.getByRole("heading", { name: "Authorize Consent Test App" }).waitFor();
    return verifier;
  }

  async function decide(button: "Approve" | "Deny"): Promise<URL> {
    const before = callbacks.length;
    await session.page.getByRole("button", { name: button }).click();
    await session.page.waitForURL((url) => url.href.startsWith(REDIRECT_URI));
    expect(callbacks).toHaveLength(before + 1);
    return callbacks.at(-1)!;
  }

  it("denying by clicking returns access_denied with the state, and no code", async () => {
    await openConsent("deny-state");
    const callback = await decide("Deny");
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe("deny-state");
    expect(callback.searchParams.get("iss")).toBe(session.server.url);
    expect(callback.searchParams.has("code")).toBe(false);
  });

  it("approving by clicking returns a code for exactly this state, which buys a working token", async () => {
    const state = "st ate/é+=&?";
    const verifier = await openConsent(state);
    const permissions = session.page.getByRole("list", { name: "Requested permissions" });
    for (const scope of SCOPES) expect(await permissions.textContent()).toContain(scope);
    await screenshot(session.page, "consent");

    const callback = await decide("Approve");
    expect(callback.searchParams.get("state")).toBe(state);
    expect(callback.searchParams.get("iss")).toBe(session.server.url);
    const code = callback.searchParams.get("code");
    expect(code).toMatch(/^lps_ac_/);

    const exchange = await fetch(`${session.server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "authorization_code", code: code!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier }),
    });
    expect(exchange.status).toBe(200);
    const tokens = (await exchange.json()) as { access_token: string; scope: string };
    expect(tokens.scope.split(" ").sort()).toEqual(SCOPES);
    expect((await session.call("/v1/leads?limit=1", tokens.access_token)).status).toBe(200);
    expect((await session.call("/v1/analytics/market", tokens.access_token)).status).toBe(403);
  });

  it("reached no other origin and raised no script or CSP error", () => {
    session.expectStayedOffline();
  });
});
