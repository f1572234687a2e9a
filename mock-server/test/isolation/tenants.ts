import { type Answer, type Harness, eventually, harness, leadInput, propertyInput } from "../http/harness";
import { accessToken, sessionCredential } from "./identity-credentials";

/** Headers that authenticate one caller of an organisation. */
export type Credential = Record<string, string>;

export const bearer = (token: string): Credential => ({ authorization: `Bearer ${token}` });

/** An organisation with one record of every kind, made through the API with its own key. */
export interface Tenant {
  id: string;
  name: string;
  apiKey: string;
  keyId: string;
  city: string;
  propertyId: string;
  leadId: string;
  messageId: string;
  webhookId: string;
  deliveryId: string;
  hookUrl: string;
}

/**
 * How a caller of an organisation may authenticate. Every isolation check runs once per factory:
 * two keys, an OAuth access token of a client of the organisation, and a session cookie of one of
 * its users (with `sec-fetch-site: same-origin`, as the organisation's own pages would send).
 */
export const credentialFactories: { name: string; make(h: Harness, tenant: Tenant): Promise<Credential> }[] = [
  { name: "the organisation's first key", make: async (_, tenant) => bearer(tenant.apiKey) },
  {
    name: "a second key on the organisation's counter",
    async make(h, tenant) {
      const created = await h.call("POST", "/__sandbox/api-keys", { key: null, body: { organization_id: tenant.id, name: "second" } });
      return bearer(created.json.key);
    },
  },
  { name: "an OAuth access token of its user", make: async (h, tenant) => bearer(await accessToken(h, tenant.id)) },
  { name: "a session of its user", make: (h, tenant) => sessionCredential(h, tenant.id) },
];

/** Calls with a credential's headers (and no default key). */
export const as = (h: Harness, credential: Credential) => (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  h.call(method, path, { key: null, headers: { ...credential, ...headers }, ...(body === undefined ? {} : { body }) });

export async function createTenant(h: Harness, name: string, city: string): Promise<Tenant> {
  const org = await h.call("POST", "/__sandbox/organizations", { key: null, body: { name, plan: "professional" } });
  if (org.status !== 200) throw new Error(`organisation: ${org.text}`);
  const call = as(h, bearer(org.json.api_key));
  const keyId = (await call("GET", "/__sandbox/api-keys")).json.data[0].id as string;
  const slug = city.toLowerCase().replace(/\s+/g, "-");
  const hookUrl = `https://${slug}.example.com/hooks`;
  const location = { address: "1 Main St", city, state: "CA", postal_code: "94110" };
  const webhook = await call("POST", "/v1/webhooks", { url: hookUrl, events: ["property.matched", "lead.qualified", "message.received", "analysis.completed"] });
  const property = await call("POST", "/v1/properties", propertyInput({ location }));
  const lead = await call("POST", "/v1/leads", leadInput({ preferences: { ...leadInput().preferences, city } }));
  const message = await call("POST", `/__sandbox/leads/${lead.json.id}/messages`, { body: `Hello from ${name}` });
  const delivery = await eventually(async () => {
    const page = await call("GET", `/v1/webhooks/${webhook.json.id}/deliveries`);
    return page.json.data.find((d: { status: string }) => d.status !== "pending");
  });
  return {
    id: org.json.id,
    name,
    apiKey: org.json.api_key,
    keyId,
    city,
    propertyId: property.json.id,
    leadId: lead.json.id,
    messageId: message.json.id,
    webhookId: webhook.json.id,
    deliveryId: delivery.id,
    hookUrl,
  };
}

/** What a webhook receiver got: the URL and the parsed event. */
export interface Received {
  url: string;
  event: { id: string; type: string; data: Record<string, unknown> };
}

export async function isolationHarness(): Promise<{ h: Harness; received: Received[] }> {
  const received: Received[] = [];
  const receiver: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    received.push({ url: request.url, event: JSON.parse(await request.text()) });
    return new Response('{"received":true}', { status: 200 });
  };
  const h = await harness({ deliveryFetch: receiver, webhookTimeScale: 0.0001, scoringDelayMs: 1 });
  return { h, received };
}

/** A 404 for another organisation's id must read exactly like one for an id nobody has. */
export function sameAsAbsent(answer: Answer, absent: Answer, id: string, absentId: string): void {
  if (answer.status !== 404) throw new Error(`expected 404, got ${answer.status}: ${answer.text}`);
  const { request_id: _a, instance: _i, ...seen } = answer.json;
  const { request_id: _b, instance: _j, ...expected } = absent.json;
  const normalised = JSON.parse(JSON.stringify(seen).split(id).join(absentId));
  if (JSON.stringify(normalised) !== JSON.stringify(expected)) {
    throw new Error(`the answer differs from an absent record's: ${JSON.stringify(seen)} vs ${JSON.stringify(expected)}`);
  }
}

/** Two organisations with one record of every kind each, on one engine. */
export async function twoTenants(): Promise<{ h: Harness; received: Received[]; acme: Tenant; bolt: Tenant }> {
  const { h, received } = await isolationHarness();
  const acme = await createTenant(h, "Acme Homes", "Springfield");
  const bolt = await createTenant(h, "Bolt Realty", "Shelbyville");
  return { h, received, acme, bolt };
}
