import { generateWebhookSecret, verifyWebhook } from "@lps/sdk/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventServer, startEventServer, startReceiver, waitFor } from "../events/support/event-server";

// A receiver can be deployed with its secret before the endpoint is registered: registration
// takes a caller-chosen `whsec_` secret (docs/design-decisions.md).
let s: EventServer;
beforeAll(async () => {
  s = await startEventServer();
});
afterAll(() => s.stop());

describe("registering a webhook with a secret of your own", () => {
  it("signs every delivery with that secret", async () => {
    const secret = generateWebhookSecret();
    const receiver = await startReceiver();
    const created = await s.api("POST", "/webhooks", { url: receiver.url, events: ["analysis.completed"], secret });
    expect(created.status).toBe(200);
    expect(created.json.secret).toBe(secret);
    await s.sandbox("POST", "/trigger", { type: "analysis.completed" });
    const [request] = await waitFor(() => receiver.requests.length > 0 && receiver.requests, "the delivery");
    expect((await verifyWebhook(request!.body, request!.headers, secret)).type).toBe("analysis.completed");
    await receiver.stop();
  });

  it.each([
    ["a secret without the whsec_ prefix", "sk_" + "A".repeat(40)],
    ["a secret shorter than 24 bytes", "whsec_" + "A".repeat(31)],
    ["a secret outside base64url", "whsec_" + "A".repeat(31) + "+"],
  ])("refuses %s with 400 naming /secret", async (_what, secret) => {
    const refused = await s.api("POST", "/webhooks", { url: "https://crm.example.com/hooks", events: ["lead.qualified"], secret });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual(["/secret"]);
  });

  it("still generates one when none is given", async () => {
    const created = await s.api("POST", "/webhooks", { url: "https://crm.example.com/hooks", events: ["lead.qualified"] });
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32,}$/);
  });
});
