import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "@lps/sdk/webhooks";
import { type Harness, eventually, harness, leadInput, propertyInput } from "./harness";

interface Received {
  url: string;
  headers: Headers;
  body: string;
}
const received: Received[] = [];
let answer = 200;
const receiver: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  received.push({ url: request.url, headers: request.headers, body: await request.text() });
  return new Response('{"received":true}', { status: answer });
};

let h: Harness;
beforeAll(async () => {
  h = await harness({ deliveryFetch: receiver, webhookTimeScale: 0.0001 });
});
afterAll(() => h.engine.close());

const register = async (body: Record<string, unknown> = {}) =>
  (await h.call("POST", "/v1/webhooks", { body: { url: "https://crm.example.com/hooks", events: ["property.matched"], ...body } })).json;

describe("webhook endpoints", () => {
  it("registers an endpoint and shows its secret only once", async () => {
    const created = await register({ description: "CRM sync" });
    expect(created).toMatchObject({ status: "enabled", disabled_reason: null, description: "CRM sync", events: ["property.matched"] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32,}$/);
    const read = (await h.call("GET", `/v1/webhooks/${created.id}`)).json;
    const { secret, ...withoutSecret } = created;
    expect(read).toEqual(withoutSecret);
    const listed = await h.call("GET", "/v1/webhooks");
    expect(listed.text).not.toContain(secret);
    expect(listed.json.data.map((w: { id: string }) => w.id)).toContain(created.id);
  });

  it("refuses URLs the SSRF policy rejects, and duplicate or unknown events", async () => {
    for (const url of ["http://crm.example.com/hooks", "https://10.0.0.5/hooks", "https://169.254.169.254/latest", "ftp://example.com"]) {
      const refused = await h.call("POST", "/v1/webhooks", { body: { url, events: ["lead.qualified"] } });
      expect(refused.status, url).toBe(400);
      expect(refused.json.errors[0].pointer).toBe("/url");
    }
    const duplicate = await h.call("POST", "/v1/webhooks", { body: { url: "https://a.example.com", events: ["lead.qualified", "lead.qualified"] } });
    expect(duplicate.status).toBe(400);
    const unknown = await h.call("POST", "/v1/webhooks", { body: { url: "https://a.example.com", events: ["lead.deleted"] } });
    expect(unknown.json.errors[0].pointer).toBe("/events/0");
    expect((await h.call("POST", "/v1/webhooks", { body: { url: "http://127.0.0.1:4000/hook", events: ["lead.qualified"] } })).status).toBe(200);
  });

  // The URL parser drops tabs and newlines anywhere and spaces at the ends: storing what it read
  // would register another URL than the one sent, so such a URL is refused, naming the character.
  it.each([
    ["https://exa\tmple.com/hook", 'must not contain the character "\\t"'],
    ["https://example.com/ho\nok", 'must not contain the character "\\n"'],
    ["https://example.com/hook\r", 'must not contain the character "\\r"'],
    [" http://127.0.0.1:4301/x", 'must not start with the character " "'],
    ["http://127.0.0.1:4301/x  ", 'must not end with the character " "'],
  ])("refuses %j at /url instead of storing it changed", async (url, message) => {
    const before = (await h.call("GET", "/v1/webhooks?limit=100")).json.data.length;
    const refused = await h.call("POST", "/v1/webhooks", { body: { url, events: ["lead.qualified"] } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([expect.objectContaining({ pointer: "/url", message: expect.stringContaining(message) })]);
    expect((await h.call("GET", "/v1/webhooks?limit=100")).json.data.length).toBe(before);
  });

  it("delivers signed events to subscribed endpoints and records the attempts", async () => {
    const endpoint = await register({ url: "https://crm.example.com/deliver" });
    received.length = 0;
    await h.call("POST", "/v1/leads", { body: leadInput() });
    await h.call("POST", "/v1/properties", { body: propertyInput({ price: 1_000_000 }) });
    const deliveries = await eventually(async () => {
      const page = (await h.call("GET", `/v1/webhooks/${endpoint.id}/deliveries`)).json.data;
      return page.some((d: { status: string }) => d.status === "succeeded") ? page : undefined;
    });
    expect(deliveries[0]).toMatchObject({ webhook_id: endpoint.id, event_type: "property.matched", attempt: 1, response_status: 200 });
    const sent = received.find((r) => r.url === "https://crm.example.com/deliver")!;
    const event = await verifyWebhook(sent.body, sent.headers, endpoint.secret, { now: Math.floor(h.engine.clock.now() / 1000) });
    expect(event.type).toBe("property.matched");
  });

  it("redelivers a recorded delivery as a new attempt", async () => {
    const endpoint = await register({ url: "https://crm.example.com/redeliver" });
    await h.call("POST", "/v1/properties", { body: propertyInput({ price: 1_000_001 }) });
    const [first] = await eventually(async () => {
      const page = (await h.call("GET", `/v1/webhooks/${endpoint.id}/deliveries`)).json.data;
      return page.length > 0 ? page : undefined;
    });
    const again = await h.call("POST", `/v1/webhooks/${endpoint.id}/deliveries/${first.id}/redeliver`);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ event_id: first.event_id, status: "pending", attempt: first.attempt + 1 });
    expect(again.json.id).not.toBe(first.id);
    const missing = await h.call("POST", `/v1/webhooks/${endpoint.id}/deliveries/dlv_0000000000000000/redeliver`);
    expect(missing.status).toBe(404);
  });

  it("rotates the secret with an overlap, during which both secrets sign", async () => {
    const endpoint = await register({ url: "https://crm.example.com/rotate" });
    const rotated = (await h.call("POST", `/v1/webhooks/${endpoint.id}/rotate-secret`, { body: { overlap_seconds: 3600 } })).json;
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.previous_secret_expires_at) - h.engine.clock.now()).toBeGreaterThan(3_590_000);
    received.length = 0;
    await h.call("POST", "/v1/properties", { body: propertyInput({ price: 1_000_002 }) });
    const sent = await eventually(async () => received.find((r) => r.url.endsWith("/rotate")));
    // The new secret's entry first, as docs/webhooks.md and docs/events.md say.
    const timestamp = Number(sent.headers.get("x-service-timestamp"));
    expect(sent.headers.get("x-service-signature")).toBe(await signWebhook(sent.body, [rotated.secret, endpoint.secret], timestamp));
    for (const secret of [endpoint.secret, rotated.secret]) {
      await expect(verifyWebhook(sent.body, sent.headers, secret, { now: Math.floor(h.engine.clock.now() / 1000) })).resolves.toMatchObject({ type: "property.matched" });
    }
    const defaulted = (await h.call("POST", `/v1/webhooks/${endpoint.id}/rotate-secret`)).json;
    expect(Date.parse(defaulted.previous_secret_expires_at) - h.engine.clock.now()).toBeGreaterThan(86_390_000);
    const invalid = await h.call("POST", `/v1/webhooks/${endpoint.id}/rotate-secret`, { body: { overlap_seconds: -1 } });
    expect(invalid.json.errors[0].pointer).toBe("/overlap_seconds");
  });

  it("keeps only the secret a rotation replaces signing beside the new one, however often it rotates", async () => {
    const endpoint = await register({ url: "https://crm.example.com/rotate-often" });
    const secrets = [endpoint.secret];
    for (let i = 0; i < 5; i++) secrets.push((await h.call("POST", `/v1/webhooks/${endpoint.id}/rotate-secret`, { body: { overlap_seconds: 3600 } })).json.secret);
    received.length = 0;
    await h.call("POST", "/v1/properties", { body: propertyInput({ price: 1_000_003 }) });
    const sent = await eventually(async () => received.find((r) => r.url.endsWith("/rotate-often")));
    const timestamp = Number(sent.headers.get("x-service-timestamp"));
    expect(sent.headers.get("x-service-signature")).toBe(await signWebhook(sent.body, [secrets[5]!, secrets[4]!], timestamp));
  });

  it("deletes an endpoint, after which it is gone everywhere", async () => {
    const endpoint = await register({ url: "https://crm.example.com/delete" });
    expect((await h.call("DELETE", `/v1/webhooks/${endpoint.id}`)).json).toEqual({ id: endpoint.id, deleted: true });
    for (const [method, path] of [
      ["GET", `/v1/webhooks/${endpoint.id}`],
      ["DELETE", `/v1/webhooks/${endpoint.id}`],
      ["GET", `/v1/webhooks/${endpoint.id}/deliveries`],
      ["POST", `/v1/webhooks/${endpoint.id}/rotate-secret`],
    ] as const) {
      expect((await h.call(method, path)).status, `${method} ${path}`).toBe(404);
    }
  });
});
