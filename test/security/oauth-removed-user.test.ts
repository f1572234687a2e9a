import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser } from "./support/browser";
import { authorizePath, redeem, redirectParams, refresh, registerClient } from "./support/oauth-flow";
import { serve, type Served } from "./support/served";

// Issue 33 item 7: once a user is removed, nothing they consented to still works: not a code
// they have not redeemed yet, not a consent page left open, not a refresh or access token.

const ORG = "org_demo";

let s: Served;
beforeAll(async () => {
  s = await serve();
});
afterAll(() => s.server.stop());

/** A developer signed in through the picker, and a way to remove them. */
async function signedInUser() {
  const email = `dev-${Math.random().toString(36).slice(2)}@demo-realty.test`;
  const { json } = await s.call("POST", `/__sandbox/organizations/${ORG}/users`, { key: null, body: { email, name: "Dana", role: "developer" } });
  const user = browser(s);
  await user.signIn(json.id, ORG);
  const remove = async () => expect((await s.call("DELETE", `/__sandbox/organizations/${ORG}/users/${json.id}`, { key: null })).status).toBe(204);
  return { user, remove };
}

describe("removing a user", () => {
  it("kills a code they have not redeemed yet: the exchange answers invalid_grant", async () => {
    const { user, remove } = await signedInUser();
    const client = await registerClient(s);
    const code = redirectParams(await user.visit(authorizePath(client, "leads.read"))).get("code")!;
    await remove();
    const exchanged = await redeem(s, client, code);
    expect(exchanged.json.error).toBe("invalid_grant");
    expect(exchanged.status).toBe(400);
  });

  it("kills a consent page left open: approving it gives no code", async () => {
    const { user, remove } = await signedInUser();
    const client = await registerClient(s, undefined, { autoApprove: false });
    const page = await (await user.visit(authorizePath(client, "leads.read"))).text();
    await remove();
    const params = redirectParams(await user.decide(page, "approve"));
    expect(params.get("code")).toBeNull();
    expect(params.get("error")).toBe("access_denied");
  });

  it("kills their refresh and access tokens", async () => {
    const { user, remove } = await signedInUser();
    const client = await registerClient(s);
    const code = redirectParams(await user.visit(authorizePath(client, "leads.read"))).get("code")!;
    const tokens = (await redeem(s, client, code)).json;
    expect((await s.call("GET", "/v1/leads", { key: tokens.access_token })).status).toBe(200);
    await remove();
    expect((await s.call("GET", "/v1/leads", { key: tokens.access_token })).status).toBe(401);
    const refreshed = await refresh(s, client, tokens.refresh_token);
    expect(refreshed.json.error).toBe("invalid_grant");
  });

  it("leaves other users' codes alone (the test is not vacuous)", async () => {
    const { user } = await signedInUser();
    const { remove } = await signedInUser();
    const client = await registerClient(s);
    const code = redirectParams(await user.visit(authorizePath(client, "leads.read"))).get("code")!;
    await remove();
    expect((await redeem(s, client, code)).status).toBe(200);
  });
});
