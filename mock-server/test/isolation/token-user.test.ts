import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, leadInput } from "../http/harness";
import { accessToken, issueTokens, userOf } from "./identity-credentials";
import { as, bearer } from "./tenants";

// An access token acts for the user who consented: its audit entries name the client (the actor)
// and that user, as a session's name the user, and it stops working once that user is removed,
// as their sessions do. A key's entries name no user.

let h: Harness;
let organizationId: string;
beforeAll(async () => {
  h = await harness();
  organizationId = (await h.call("POST", "/__sandbox/organizations", { key: null, body: { name: "Audit Homes" } })).json.id;
});
afterAll(() => h.engine.close());

interface Entry {
  action: string;
  actor: string;
  resource_id: string | null;
  user_id?: string;
}

async function entryFor(resourceId: string): Promise<Entry> {
  const page = await h.call("GET", `/__sandbox/audit-log?organization_id=${organizationId}&limit=100`, { key: null });
  const entry = (page.json.data as Entry[]).find((e) => e.resource_id === resourceId && e.action === "lead.create");
  if (!entry) throw new Error(`no audit entry for ${resourceId}: ${page.text}`);
  return entry;
}

describe("the audit log of calls made with an OAuth access token", () => {
  it("names the client as the actor and the consenting user as user_id", async () => {
    const token = await accessToken(h, organizationId);
    const userId = await userOf(h, organizationId);
    const lead = await as(h, bearer(token))("POST", "/v1/leads", leadInput({ email: "token@audit.test" }));
    expect(lead.status).toBe(200);
    const entry = await entryFor(lead.json.id);
    expect(entry.actor).toMatch(/^cli_/);
    expect(entry.user_id).toBe(userId);
  });

  it("names no user for a key's call", async () => {
    const created = await h.call("POST", "/__sandbox/api-keys", { key: null, body: { organization_id: organizationId } });
    const lead = await as(h, bearer(created.json.key))("POST", "/v1/leads", leadInput({ email: "key@audit.test" }));
    const entry = await entryFor(lead.json.id);
    expect(entry.actor).toBe(created.json.id);
    expect(entry.user_id).toBeUndefined();
  });

  it("stops working once the user who consented is removed, as their sessions do", async () => {
    const token = await accessToken(h, organizationId);
    expect((await as(h, bearer(token))("GET", "/v1/leads")).status).toBe(200);
    const removed = await h.call("DELETE", `/__sandbox/organizations/${organizationId}/users/${await userOf(h, organizationId)}`, { key: null });
    expect(removed.status).toBe(204);
    const after = await as(h, bearer(token))("GET", "/v1/leads");
    expect(after.status).toBe(401);
    expect(after.json.code).toBe("invalid_token");
  });

  it("cannot be renewed once the user who consented is removed: the grant ends with them", async () => {
    const org = (await h.call("POST", "/__sandbox/organizations", { key: null, body: { name: "Refresh Homes" } })).json.id as string;
    const tokens = await issueTokens(h, org);
    await h.call("DELETE", `/__sandbox/organizations/${org}/users/${await userOf(h, org)}`, { key: null });
    const form = new URLSearchParams({ grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: tokens.client_id, client_secret: tokens.client_secret });
    const refreshed = await h.call("POST", "/oauth/token", { key: null, rawBody: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(refreshed.status).toBe(400);
    expect(refreshed.json.error).toBe("invalid_grant");
  });
});
