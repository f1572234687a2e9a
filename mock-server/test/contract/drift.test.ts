import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../src/contract/operations";
import { type Harness, eventually, harness, leadInput, propertyInput } from "../http/harness";
import { contractErrors } from "./response-validator";

interface Scenario {
  method: string;
  path: string;
  body?: unknown;
}

// One valid request per operation. The test fails when the contract gains an operation that
// has no scenario here, so every operation stays covered.
let h: Harness;
const ids = { property: "", lead: "", webhook: "", delivery: "" };

const scenarios: Record<string, () => Scenario> = {
  listProperties: () => ({ method: "GET", path: "/properties?limit=5&type=residential" }),
  createProperty: () => ({ method: "POST", path: "/properties", body: propertyInput() }),
  getProperty: () => ({ method: "GET", path: `/properties/${ids.property}` }),
  listLeads: () => ({ method: "GET", path: "/leads?limit=5" }),
  createLead: () => ({ method: "POST", path: "/leads", body: leadInput() }),
  getLead: () => ({ method: "GET", path: `/leads/${ids.lead}` }),
  getLeadScore: () => ({ method: "GET", path: `/leads/${ids.lead}/score` }),
  listLeadMessages: () => ({ method: "GET", path: `/leads/${ids.lead}/messages` }),
  getMarketAnalysis: () => ({ method: "GET", path: "/analytics/market?city=san_francisco&property_type=residential" }),
  listWebhooks: () => ({ method: "GET", path: "/webhooks" }),
  createWebhook: () => ({ method: "POST", path: "/webhooks", body: { url: "https://crm.example.com/hooks", events: ["lead.qualified"] } }),
  getWebhook: () => ({ method: "GET", path: `/webhooks/${ids.webhook}` }),
  rotateWebhookSecret: () => ({ method: "POST", path: `/webhooks/${ids.webhook}/rotate-secret`, body: { overlap_seconds: 60 } }),
  listWebhookDeliveries: () => ({ method: "GET", path: `/webhooks/${ids.webhook}/deliveries` }),
  redeliverWebhookDelivery: () => ({ method: "POST", path: `/webhooks/${ids.webhook}/deliveries/${ids.delivery}/redeliver` }),
  deleteWebhook: () => ({ method: "DELETE", path: `/webhooks/${ids.webhook}` }),
};

beforeAll(async () => {
  const receiver: typeof fetch = async () => new Response('{"received":true}', { status: 200 });
  h = await harness({ deliveryFetch: receiver });
  const property = await h.call("POST", "/v1/properties", { body: propertyInput() });
  ids.property = property.json.id;
  const webhook = await h.call("POST", "/v1/webhooks", {
    body: { url: "http://127.0.0.1:9/hooks", events: ["property.matched", "lead.qualified"] },
  });
  ids.webhook = webhook.json.id;
  const lead = await h.call("POST", "/v1/leads", { body: leadInput() });
  ids.lead = lead.json.id;
  const deliveries = await eventually(async () => {
    const page = await h.call("GET", `/v1/webhooks/${ids.webhook}/deliveries`);
    return page.json.data.length > 0 ? page.json.data : undefined;
  });
  ids.delivery = deliveries[0].id;
});

afterAll(() => h.engine.close());

describe("every operation of openapi.yaml", () => {
  it("has a scenario here", () => {
    expect(Object.keys(scenarios).sort()).toEqual(operations.map((o) => o.id).sort());
  });

  for (const prefix of ["/v1", "/api/v1"]) {
    for (const { id } of operations) {
      it(`${id} answers ${prefix} with a body valid against the contract`, async () => {
        const operation = operations.find((o) => o.id === id)!;
        const scenario = scenarios[id]!();
        // Deletion gets its own endpoint, so the other scenarios keep theirs.
        if (id === "deleteWebhook") {
          const fresh = await h.call("POST", "/v1/webhooks", { body: { url: "https://crm.example.com/x", events: ["lead.qualified"] } });
          scenario.path = `/webhooks/${fresh.json.id}`;
        }
        expect(scenario.method).toBe(operation.method);
        const answer = await h.call(scenario.method, prefix + scenario.path, scenario.body === undefined ? {} : { body: scenario.body });
        expect(answer.status, answer.text).toBe(200);
        expect(contractErrors(id, 200, answer.headers.get("content-type") ?? "", answer.json)).toEqual([]);
        expect(answer.headers.get("x-request-id")).toMatch(/^req_[0-9A-Za-z]{8,40}$/);
        expect(answer.headers.get("ratelimit")).toMatch(/^"daily";r=\d+;t=\d+$/);
        expect(answer.headers.get("ratelimit-policy")).toMatch(/^"daily";q=\d+;w=86400$/);
      });
    }
  }
});
