import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../mock-server/src/index";
import { startReceiver, type Receiver } from "../../mock-server/test/webhooks/helpers/receiver";
import { loadDoc, validatorFor } from "./contract-loader";

// Every delivery the reference server sends must match openapi.yaml's `webhooks:` section: the
// body against the event's schema, and the signature headers against their parameter schemas.
const doc = loadDoc("openapi.yaml");
const validate = validatorFor(doc, "openapi.yaml");
const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
const bodySchema = (type: string) => `/webhooks/${esc(type)}/post/requestBody/content/application~1json/schema`;
const headerSchema = (ref: string) => `${ref.slice(1)}/schema`;
const eventTypes = Object.keys(doc.webhooks);

let server: MockServer;
let receiver: Receiver;
const call = async (path: string, body?: unknown, key?: string) => {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return res.json() as Promise<Record<string, any>>;
};

beforeAll(async () => {
  server = await startMockServer({ port: 0, seed: 21, webhookTimeScale: 0.001 });
  receiver = await startReceiver();
  await call("/v1/webhooks", { url: receiver.url, events: eventTypes }, server.apiKey);
  // The events as the service produces them, not only samples: a lead that qualifies and matches
  // listings, a message, a market analysis; then one sample of each type from the trigger route.
  const lead = await call("/v1/leads", {
    name: "Contract Check",
    email: "contract@example.com",
    phone: "+14155550199",
    preferences: { property_type: "residential", price_range: { min: 0, max: 100_000_000 }, timeline: "immediate", pre_approved: true },
  }, server.apiKey);
  await call(`/__sandbox/leads/${lead.id}/messages`, { channel: "email", body: "Can I see it on Sunday?" });
  await call("/v1/analytics/market?city=san_francisco&property_type=residential", undefined, server.apiKey);
  for (const type of eventTypes) await call("/__sandbox/trigger", { type });
  const deadline = Date.now() + 60_000;
  while (new Set(receiver.requests.map((r) => JSON.parse(r.body).type)).size < eventTypes.length || receiver.requests.length < 8) {
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
}, 120_000);
afterAll(async () => {
  await receiver?.stop();
  await server?.stop();
});

describe("webhook deliveries against openapi.yaml's webhooks: section", () => {
  it("receives every event type", () => {
    expect(new Set(receiver.requests.map((r) => JSON.parse(r.body).type))).toEqual(new Set(eventTypes));
  });

  it("every delivered body matches its event schema", () => {
    for (const request of receiver.requests) {
      const event = JSON.parse(request.body);
      expect(validate(bodySchema(event.type), event), request.body).toEqual([]);
    }
  });

  it("every delivery carries the documented headers", () => {
    for (const request of receiver.requests) {
      const type = JSON.parse(request.body).type;
      for (const p of doc.webhooks[type].post.parameters) {
        const param = p.$ref.slice(2).split("/").reduce((n: any, k: string) => n[k], doc);
        const value = request.headers[param.name];
        expect(value, `${type}: ${param.name}`).toBeTypeOf("string");
        expect(validate(headerSchema(p.$ref), value), `${type}: ${param.name}=${value}`).toEqual([]);
      }
    }
  });

  it("the check can fail: a payload missing its data is rejected", () => {
    expect(validate(bodySchema("lead.qualified"), { id: "evt_12345678", type: "lead.qualified", created: "2026-11-22T09:00:00Z", version: "2026-11-01" })).not.toEqual([]);
  });
});
