import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantToken, registerClient } from "./support/oauth-flow";
import { serve, type Served } from "./support/served";

// Issue 23 item 11: idempotency records are private to one credential (an API key, or one OAuth
// grant), so another user's grant under the same client never replays a stored answer, which
// may carry a webhook secret.

describe("idempotency records per credential", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  const createWebhook = (key: string) =>
    s.call("POST", "/v1/webhooks", {
      key,
      headers: { "idempotency-key": "same-key-1" },
      body: { url: "https://hooks.example.com/lps", events: ["lead.qualified"] },
    });

  it("does not replay one grant's answer to another grant of the same client", async () => {
    const client = await registerClient(s);
    const alice = await grantToken(s, client);
    const bob = await grantToken(s, client);
    const first = await createWebhook(alice);
    expect(first.status).toBe(200);
    const second = await createWebhook(bob);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.json.id).not.toBe(first.json.id);
    expect(second.json.secret).not.toBe(first.json.secret);
  });

  it("still replays to the same grant (the test is not vacuous)", async () => {
    const client = await registerClient(s);
    const token = await grantToken(s, client);
    const first = await s.call("POST", "/v1/webhooks", {
      key: token,
      headers: { "idempotency-key": "same-key-2" },
      body: { url: "https://hooks.example.com/lps", events: ["lead.qualified"] },
    });
    const again = await s.call("POST", "/v1/webhooks", {
      key: token,
      headers: { "idempotency-key": "same-key-2" },
      body: { url: "https://hooks.example.com/lps", events: ["lead.qualified"] },
    });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.id).toBe(first.json.id);
  });
});
