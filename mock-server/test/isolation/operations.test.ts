import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../src/contract/operations";
import { type Answer, type Harness, eventually, leadInput, propertyInput } from "../http/harness";
import { type Credential, type Received, type Tenant, as, credentialFactories, twoTenants, sameAsAbsent } from "./tenants";

// Two organisations each make one record of every kind; each caller of one must find none of the
// other's, by id (404 exactly as if absent) or in lists, through every operation of the contract.

let h: Harness, received: Received[], acme: Tenant, bolt: Tenant;
beforeAll(async () => void ({ h, received, acme, bolt } = await twoTenants()));
afterAll(() => h.engine.close());

type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;
/** `call` acts for `own` with one of its credentials; `other` is the organisation it must not reach. */
type Probe = (call: Call, own: Tenant, other: Tenant) => Promise<void>;

const ABSENT = { prop: "prop_0000000000000000", lead: "lead_0000000000000000", wh: "wh_0000000000000000", dlv: "dlv_0000000000000000" };
const ids = (answer: Answer) => (answer.json.data as { id: string }[]).map((record) => record.id);

async function expectAbsent(call: Call, path: (id: string) => string, otherId: string, absentId: string, method = "GET", body?: unknown) {
  sameAsAbsent(await call(method, path(otherId), body), await call(method, path(absentId), body), otherId, absentId);
}

/** The same Idempotency-Key and body from the other organisation: a new record, never its answer. */
async function expectOwnIdempotency(call: Call, other: Tenant, path: string, body: unknown) {
  const key = `shared-${path}-${Math.random()}`;
  const first = await as(h, { authorization: `Bearer ${other.apiKey}` })("POST", path, body, { "idempotency-key": key });
  expect(first.status).toBe(200);
  const mine = await call("POST", path, body, { "idempotency-key": key });
  expect(mine.status).toBe(200);
  expect(mine.headers.get("idempotent-replayed")).toBeNull();
  expect(mine.json.id).not.toBe(first.json.id);
  // Replayed to its own caller, still: the key works, per organisation.
  const again = await call("POST", path, body, { "idempotency-key": key });
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect(again.json.id).toBe(mine.json.id);
  const otherList = await as(h, { authorization: `Bearer ${other.apiKey}` })("GET", `${path}?limit=100`);
  expect(ids(otherList)).not.toContain(mine.json.id);
}

const probes: Record<string, Probe> = {
  async listProperties(call, own, other) {
    const all = ids(await call("GET", "/v1/properties?limit=100"));
    expect(all).toContain(own.propertyId);
    expect(all).not.toContain(other.propertyId);
    expect(ids(await call("GET", `/v1/properties?city=${encodeURIComponent(other.city)}`))).toEqual([]);
  },
  createProperty: (call, own, other) =>
    // A city neither organisation starts with: the other's copy must not leak into any filter.
    expectOwnIdempotency(call, other, "/v1/properties", propertyInput({ location: { address: "2 Main St", city: "Capital City", state: "CA", postal_code: "94110" } })),
  getProperty: (call, _, other) => expectAbsent(call, (id) => `/v1/properties/${id}`, other.propertyId, ABSENT.prop),
  async listLeads(call, own, other) {
    const all = ids(await call("GET", "/v1/leads?limit=100"));
    expect(all).toContain(own.leadId);
    expect(all).not.toContain(other.leadId);
  },
  createLead: (call, own, other) => expectOwnIdempotency(call, other, "/v1/leads", leadInput({ email: `idem@${own.city.toLowerCase()}.example` })),
  getLead: (call, _, other) => expectAbsent(call, (id) => `/v1/leads/${id}`, other.leadId, ABSENT.lead),
  getLeadScore: (call, _, other) => expectAbsent(call, (id) => `/v1/leads/${id}/score`, other.leadId, ABSENT.lead),
  async listLeadMessages(call, own, other) {
    expect(ids(await call("GET", `/v1/leads/${own.leadId}/messages`))).toEqual([own.messageId]);
    await expectAbsent(call, (id) => `/v1/leads/${id}/messages`, other.leadId, ABSENT.lead);
  },
  async getMarketAnalysis(call, own, other) {
    const unknown = await call("GET", `/v1/analytics/market?city=${other.city.toLowerCase()}`);
    const never = await call("GET", "/v1/analytics/market?city=ogdenville");
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe(never.json.code);
    expect(unknown.json.known_cities).toEqual(never.json.known_cities);
    expect(unknown.json.known_cities).not.toContain(other.city.toLowerCase());
    const mine = await call("GET", `/v1/analytics/market?city=${own.city.toLowerCase()}`);
    expect(mine.status).toBe(200);
    const listed = ids(await call("GET", "/v1/properties?limit=100")).length;
    expect((await call("GET", "/v1/analytics/market")).json.sample_size).toBeLessThanOrEqual(listed);
  },
  async listWebhooks(call, own, other) {
    const all = ids(await call("GET", "/v1/webhooks"));
    expect(all).toContain(own.webhookId);
    expect(all).not.toContain(other.webhookId);
  },
  async createWebhook(call, own, other) {
    const url = `https://${own.city.toLowerCase()}-extra.example.com/hooks`;
    const created = await call("POST", "/v1/webhooks", { url, events: ["property.matched"] });
    expect(created.status).toBe(200);
    expect(ids(await as(h, { authorization: `Bearer ${other.apiKey}` })("GET", "/v1/webhooks"))).not.toContain(created.json.id);
    // The other organisation's events never reach it.
    const theirs = await as(h, { authorization: `Bearer ${other.apiKey}` })("POST", "/v1/leads", leadInput({ preferences: { ...leadInput().preferences, city: other.city } }));
    await h.engine.deliveriesIdle();
    expect(received.some((r) => r.event.data.lead_id === theirs.json.id)).toBe(true);
    expect(received.filter((r) => r.url === url).map((r) => r.event.data.lead_id)).not.toContain(theirs.json.id);
    await call("DELETE", `/v1/webhooks/${created.json.id}`);
  },
  getWebhook: (call, _, other) => expectAbsent(call, (id) => `/v1/webhooks/${id}`, other.webhookId, ABSENT.wh),
  async deleteWebhook(call, _, other) {
    await expectAbsent(call, (id) => `/v1/webhooks/${id}`, other.webhookId, ABSENT.wh, "DELETE");
    expect((await as(h, { authorization: `Bearer ${other.apiKey}` })("GET", `/v1/webhooks/${other.webhookId}`)).status).toBe(200);
  },
  async rotateWebhookSecret(call, _, other) {
    await expectAbsent(call, (id) => `/v1/webhooks/${id}/rotate-secret`, other.webhookId, ABSENT.wh, "POST", { overlap_seconds: 60 });
  },
  async listWebhookDeliveries(call, own, other) {
    expect(ids(await call("GET", `/v1/webhooks/${own.webhookId}/deliveries`))).toContain(own.deliveryId);
    await expectAbsent(call, (id) => `/v1/webhooks/${id}/deliveries`, other.webhookId, ABSENT.wh);
  },
  async redeliverWebhookDelivery(call, own, other) {
    await expectAbsent(call, (id) => `/v1/webhooks/${id}/deliveries/${other.deliveryId}/redeliver`, other.webhookId, ABSENT.wh, "POST");
    // Its own endpoint with the other's delivery id: as absent as a made-up delivery.
    await expectAbsent(call, (id) => `/v1/webhooks/${own.webhookId}/deliveries/${id}/redeliver`, other.deliveryId, ABSENT.dlv, "POST");
  },
};

describe("organisation isolation over every operation of openapi.yaml", () => {
  it("has a probe for each operation of the contract, and none for an operation it lacks", () => {
    expect(Object.keys(probes).sort()).toEqual(operations.map((operation) => operation.id).sort());
  });

  it("has a 404 comparison that can fail", async () => {
    const own = await as(h, { authorization: `Bearer ${acme.apiKey}` })("GET", `/v1/properties/${acme.propertyId}`);
    const absent = await as(h, { authorization: `Bearer ${acme.apiKey}` })("GET", `/v1/properties/${ABSENT.prop}`);
    expect(() => sameAsAbsent(own, absent, acme.propertyId, ABSENT.prop)).toThrow();
  });

  for (const factory of credentialFactories) {
    for (const operation of operations) {
      it(`${operation.id}: ${factory.name} of one organisation never reaches the other's records`, async () => {
        for (const [own, other] of [[acme, bolt], [bolt, acme]] as const) {
          const credential: Credential = await factory.make(h, own);
          await probes[operation.id]!(as(h, credential), own, other);
        }
      });
    }
  }

  it("delivers each organisation's events to its own endpoints only", async () => {
    await h.engine.deliveriesIdle();
    const leadsOf = (tenant: Tenant) => received.filter((r) => r.url === tenant.hookUrl).map((r) => r.event.data.lead_id).filter(Boolean);
    expect(leadsOf(acme)).toContain(acme.leadId);
    expect(leadsOf(acme)).not.toContain(bolt.leadId);
    expect(leadsOf(bolt)).toContain(bolt.leadId);
    expect(leadsOf(bolt)).not.toContain(acme.leadId);
  });

  it("gives a new organisation without listings a valid, empty market analysis", async () => {
    const empty = await h.call("POST", "/__sandbox/organizations", { key: null, body: { name: "Empty Estates" } });
    const analysis = await as(h, { authorization: `Bearer ${empty.json.api_key}` })("GET", "/v1/analytics/market");
    expect(analysis.status).toBe(200);
    expect(analysis.json.sample_size).toBe(0);
    const leads = await eventually(async () => (await as(h, { authorization: `Bearer ${empty.json.api_key}` })("GET", "/v1/leads")).json);
    expect(leads.data).toEqual([]);
  });
});
