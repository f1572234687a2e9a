import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser } from "./support/browser";
import { authorizePath, redeem, redirectParams, refresh, registerClient, tokenRequest } from "./support/oauth-flow";
import { LEAD, serve, type Served } from "./support/served";

// Issue 33 item 2: a token never carries more than the role of the user who consented allows,
// at consent, on every use and on every refresh, so a viewer cannot write through OAuth.

const ORG = "org_demo";
const WRITES = "leads.read leads.write properties.write";
const WEBHOOK = { url: "https://crm.example.com/hooks", events: ["lead.qualified"] };

let s: Served;
beforeAll(async () => {
  s = await serve();
});
afterAll(() => s.server.stop());

async function addUser(role: string): Promise<string> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@demo-realty.test`;
  const { status, json } = await s.call("POST", `/__sandbox/organizations/${ORG}/users`, { key: null, body: { email, name: `A ${role}`, role } });
  if (status !== 201) throw new Error(`could not add a user: ${status}`);
  return json.id;
}

/** The writes the attack is after, with `token`: their statuses and error codes. */
async function writes(token: string) {
  const lead = await s.call("POST", "/v1/leads", { key: token, body: LEAD });
  const webhook = await s.call("POST", "/v1/webhooks", { key: token, body: WEBHOOK });
  return [lead, webhook].map(({ status, json }) => ({ status, code: json?.code, required_scope: json?.required_scope }));
}

describe("a viewer consenting to a client that asks for write scopes", () => {
  it("gets a token without them: the writes answer 403 insufficient_scope", async () => {
    const viewer = browser(s);
    await viewer.signIn(await addUser("viewer"), ORG);
    // The viewer's own session may not write: the baseline the token must not exceed.
    expect((await viewer.visit("/v1/leads", { form: {} })).status).toBe(403);

    const client = await registerClient(s, undefined, { autoApprove: false });
    const consent = await viewer.visit(authorizePath(client, WRITES));
    expect(consent.status).toBe(200);
    const page = await consent.text();
    const approved = await viewer.decide(page, "approve");
    const code = redirectParams(approved).get("code");
    expect(code).toBeTruthy();
    const tokens = await redeem(s, client, code!);
    expect(tokens.status).toBe(200);
    // RFC 6749 §3.3: fewer scopes than requested, so the response says which.
    expect(tokens.json.scope).toBe("leads.read");
    expect(await writes(tokens.json.access_token)).toEqual([
      { status: 403, code: "insufficient_scope", required_scope: "leads.write" },
      { status: 403, code: "insufficient_scope", required_scope: "leads.write" },
    ]);
    expect((await s.call("GET", "/v1/leads", { key: tokens.json.access_token })).status).toBe(200);
  });

  it("is shown only the scopes it may grant, and which its role withholds", async () => {
    const viewer = browser(s);
    await viewer.signIn(await addUser("viewer"), ORG);
    const client = await registerClient(s, undefined, { autoApprove: false });
    const page = await (await viewer.visit(authorizePath(client, WRITES))).text();
    const granted = /aria-label="Requested permissions">([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? "";
    const withheld = /aria-label="Not granted">([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? "";
    expect(granted).toContain("leads.read");
    expect(granted).not.toContain("write");
    expect(withheld).toContain("leads.write");
    expect(withheld).toContain("properties.write");
    expect(page).toContain("viewer");
  });

  it("asking only for scopes the role lacks is refused with access_denied, no code", async () => {
    const viewer = browser(s);
    await viewer.signIn(await addUser("viewer"), ORG);
    const client = await registerClient(s);
    const params = redirectParams(await viewer.visit(authorizePath(client, "leads.write properties.write")));
    expect(params.get("error")).toBe("access_denied");
    expect(params.get("code")).toBeNull();
  });
});

describe("a user demoted after consenting", () => {
  it("loses the writes of the token at once, and a refresh gives only the new role's scopes", async () => {
    const userId = await addUser("admin");
    const admin = browser(s);
    await admin.signIn(userId, ORG);
    const client = await registerClient(s);
    const code = redirectParams(await admin.visit(authorizePath(client, WRITES))).get("code")!;
    const tokens = (await redeem(s, client, code)).json;
    expect(tokens.scope).toBe(WRITES);
    // Not vacuous: while an admin, the token writes.
    expect((await s.call("POST", "/v1/leads", { key: tokens.access_token, body: LEAD })).status).toBe(200);

    const demoted = await s.call("PATCH", `/__sandbox/organizations/${ORG}/users/${userId}`, { key: null, body: { role: "viewer" } });
    expect(demoted.status).toBe(200);
    expect(await writes(tokens.access_token)).toEqual([
      { status: 403, code: "insufficient_scope", required_scope: "leads.write" },
      { status: 403, code: "insufficient_scope", required_scope: "leads.write" },
    ]);
    expect((await s.call("GET", "/v1/leads", { key: tokens.access_token })).status).toBe(200);

    const refreshed = await refresh(s, client, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.scope).toBe("leads.read");
    expect((await writes(refreshed.json.access_token))[0]?.status).toBe(403);
    // Asking again for a scope the grant holds but the role lacks does not get it back.
    const widened = await tokenRequest(s, client, { grant_type: "refresh_token", refresh_token: refreshed.json.refresh_token, scope: WRITES });
    expect(widened.status).toBe(200);
    expect(widened.json.scope).toBe("leads.read");
  });
});
