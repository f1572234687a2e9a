import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { grantTokens, registerClient } from "./support/oauth-flow";
import { LEAD, serve, type Served } from "./support/served";

// Issue 23 item 8: a webhook must not show what the API would refuse. Subscribing to an event
// needs the read scopes of its data, and an endpoint whose registering credential lost them
// (revoked key, ended grant) stops receiving the event.

const HOOK = "https://hooks.example.com/lps";

describe("event subscriptions and read scopes", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  const register = (key: string, events: string[]) => s.call("POST", "/v1/webhooks", { key, body: { url: HOOK, events } });

  it.each([
    [["leads.write"], "message.received", "leads.read"],
    [["leads.write"], "lead.qualified", "leads.read"],
    [["leads.write", "leads.read"], "property.matched", "properties.read"],
    [["leads.write", "properties.read"], "property.matched", "leads.read"],
    [["leads.write", "leads.read"], "analysis.completed", "analytics.read"],
  ])("a key with %j cannot subscribe to %s: 403 naming %s", async (scopes, event, missing) => {
    const { key } = await s.issueKey(scopes);
    const answer = await register(key, [event]);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ code: "insufficient_scope", required_scope: missing });
  });

  it("a key with the read scopes may subscribe (the test is not vacuous)", async () => {
    const { key } = await s.issueKey(["leads.write", "leads.read", "properties.read", "analytics.read"]);
    const answer = await register(key, ["message.received", "lead.qualified", "property.matched", "analysis.completed"]);
    expect(answer.status).toBe(200);
  });

  /** Deliveries queued for the endpoint so far (recorded as soon as an event is dispatched). */
  const deliveries = async (webhookId: string) => (await s.call("GET", `/v1/webhooks/${webhookId}/deliveries`)).json.data as unknown[];

  const message = async (leadId: string) => {
    const answer = await s.call("POST", `/__sandbox/leads/${leadId}/messages`, { key: null, body: { body: "Still available?" } });
    expect(answer.status).toBe(200);
  };

  it("a revoked key's endpoint stops receiving message.received", async () => {
    const { id, key } = await s.issueKey(["leads.write", "leads.read"]);
    const webhook = await register(key, ["message.received"]);
    expect(webhook.status).toBe(200);
    const lead = await s.call("POST", "/v1/leads", { body: LEAD });
    await message(lead.json.id);
    expect(await deliveries(webhook.json.id)).toHaveLength(1);
    expect((await s.call("DELETE", `/__sandbox/api-keys/${id}`, { key: null })).status).toBe(200);
    await message(lead.json.id);
    expect(await deliveries(webhook.json.id)).toHaveLength(1);
  });

  it("a redelivery after the key was revoked sends nothing", async () => {
    const { id, key } = await s.issueKey(["leads.write", "leads.read"]);
    const webhook = await register(key, ["message.received"]);
    const lead = await s.call("POST", "/v1/leads", { body: LEAD });
    await message(lead.json.id);
    const [first] = (await deliveries(webhook.json.id)) as { id: string }[];
    await s.call("DELETE", `/__sandbox/api-keys/${id}`, { key: null });
    const redelivered = await s.call("POST", `/v1/webhooks/${webhook.json.id}/deliveries/${first!.id}/redeliver`);
    expect(redelivered.status).toBe(200);
    await vi.waitFor(
      async () => {
        const records = (await deliveries(webhook.json.id)) as { id: string; error: string | null }[];
        expect(records.find((record) => record.id === redelivered.json.id)?.error).toMatch(/no longer holds this event's read scopes/);
      },
      { timeout: 4_000, interval: 50 },
    );
  });

  it("an ended OAuth grant's endpoint stops receiving message.received", async () => {
    const client = await registerClient(s);
    const tokens = await grantTokens(s, client, "leads.read leads.write");
    const webhook = await register(tokens.access_token, ["message.received"]);
    expect(webhook.status).toBe(200);
    const lead = await s.call("POST", "/v1/leads", { body: LEAD });
    await message(lead.json.id);
    expect(await deliveries(webhook.json.id)).toHaveLength(1);
    const revoked = await fetch(`${s.server.url}/oauth/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: tokens.refresh_token, client_id: client.client_id, client_secret: client.client_secret }),
    });
    expect(revoked.status).toBe(200);
    await message(lead.json.id);
    expect(await deliveries(webhook.json.id)).toHaveLength(1);
  });
});
