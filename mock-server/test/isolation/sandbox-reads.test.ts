import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../http/harness";
import { accessToken, userOf } from "./identity-credentials";
import { type Received, type Tenant, as, bearer, credentialFactories, twoTenants } from "./tenants";

// Sandbox reads of organisation-owned records: with a credential they show that organisation's
// only, as the API would; `organization_id` narrows the operator's view to one organisation.

let h: Harness, received: Received[], acme: Tenant, bolt: Tenant;
beforeAll(async () => void ({ h, received, acme, bolt } = await twoTenants()));
afterAll(() => h.engine.close());

const pairs = () => [[acme, bolt], [bolt, acme]] as const;

describe("sandbox reads with a credential show only its organisation's records", () => {
  for (const factory of credentialFactories) {
    it(`deliveries, with ${factory.name}`, async () => {
      for (const [own, other] of pairs()) {
        const call = as(h, await factory.make(h, own));
        const seen = (await call("GET", "/__sandbox/deliveries")).json.data as { id: string; webhook_id: string }[];
        expect(seen.map((d) => d.id)).toContain(own.deliveryId);
        expect(seen.map((d) => d.webhook_id)).not.toContain(other.webhookId);
        expect((await call("GET", `/__sandbox/deliveries?webhook_id=${other.webhookId}`)).json.data).toEqual([]);
      }
    });

    it(`the audit log, with ${factory.name}`, async () => {
      for (const [own, other] of pairs()) {
        const call = as(h, await factory.make(h, own));
        const entries = (await call("GET", "/__sandbox/audit-log")).json.data as { actor: string; resource_id: string | null; organization_id?: string }[];
        expect(entries.map((e) => e.resource_id)).toContain(own.leadId);
        expect(entries.map((e) => e.actor)).not.toContain(other.keyId);
        for (const id of [other.leadId, other.propertyId, other.webhookId, other.keyId, other.id]) {
          expect(entries.map((e) => e.resource_id)).not.toContain(id);
        }
        expect(entries.every((e) => e.organization_id === undefined || e.organization_id === own.id)).toBe(true);
      }
    });

    it(`API keys, with ${factory.name}`, async () => {
      for (const [own, other] of pairs()) {
        const keys = (await as(h, await factory.make(h, own))("GET", "/__sandbox/api-keys")).json.data as { id: string; organization_id: string }[];
        expect(keys.map((k) => k.id)).toContain(own.keyId);
        expect(keys.map((k) => k.id)).not.toContain(other.keyId);
        expect(new Set(keys.map((k) => k.organization_id))).toEqual(new Set([own.id]));
      }
    });

    it(`the request journal, with ${factory.name}`, async () => {
      for (const [own, other] of pairs()) {
        const call = as(h, await factory.make(h, own));
        const mine = await call("GET", `/v1/leads/${own.leadId}`);
        const theirs = await as(h, bearer(other.apiKey))("GET", `/v1/leads/${other.leadId}`);
        const page = (await call("GET", "/__sandbox/requests?limit=1000")).json.data as { request_id: string; path: string }[];
        expect(page.map((e) => e.request_id)).toContain(mine.headers.get("x-request-id"));
        expect(page.map((e) => e.request_id)).not.toContain(theirs.headers.get("x-request-id"));
        expect(page.map((e) => e.path).join(" ")).not.toContain(other.leadId);
        expect((await call("GET", `/__sandbox/requests/${theirs.headers.get("x-request-id")}`)).status).toBe(404);
        expect((await call("GET", `/__sandbox/requests/${mine.headers.get("x-request-id")}`)).status).toBe(200);
      }
    });

    it(`events fired through the engine, with ${factory.name}`, async () => {
      for (const [own, other] of pairs()) {
        const call = as(h, await factory.make(h, own));
        const fired = await call("POST", "/__sandbox/events", { type: "property.matched", data: { preferences: { property_type: "residential", price_range: { min: 0, max: 5_000_000 }, city: own.city } }, wait_seconds: 5 });
        expect(fired.status).toBe(200);
        const webhooks = (fired.json.deliveries as { webhook_id: string }[]).map((d) => d.webhook_id);
        expect(webhooks).toContain(own.webhookId);
        expect(webhooks).not.toContain(other.webhookId);
        expect(received.filter((r) => r.event.id === fired.json.event.id).map((r) => r.url)).not.toContain(other.hookUrl);
        // The lead it made is the caller's, and absent to the other organisation.
        const leadId = fired.json.event.data.lead_id as string;
        expect((await call("GET", `/v1/leads/${leadId}`)).status).toBe(200);
        expect((await as(h, bearer(other.apiKey))("GET", `/v1/leads/${leadId}`)).status).toBe(404);
      }
    });
  }

  it("keeps each organisation's users and OAuth clients out of the other's audit log", async () => {
    // Sign-ins, consents and token grants of both organisations, audited by the identity side.
    for (const tenant of [acme, bolt]) await accessToken(h, tenant.id);
    const clients = (await h.call("GET", "/__sandbox/oauth-clients", { key: null })).json.data as { client_id: string; organization_id: string }[];
    for (const [own, other] of pairs()) {
      const theirs = [await userOf(h, other.id), ...clients.filter((c) => c.organization_id === other.id).map((c) => c.client_id)];
      expect(theirs.length).toBeGreaterThan(1);
      const entries = (await as(h, bearer(own.apiKey))("GET", "/__sandbox/audit-log?limit=1000")).json.data as { actor: string; resource_id: string | null }[];
      const named = entries.flatMap((e) => [e.actor, e.resource_id]);
      expect(named).toContain(await userOf(h, own.id));
      for (const id of theirs) expect(named).not.toContain(id);
    }
  });

  it("narrows the operator's view with organization_id, and refuses an unknown one naming it", async () => {
    const keys = (await h.call("GET", `/__sandbox/api-keys?organization_id=${acme.id}`, { key: null })).json.data as { organization_id: string }[];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.organization_id === acme.id)).toBe(true);
    const everyone = (await h.call("GET", "/__sandbox/deliveries", { key: null })).json.data as { webhook_id: string }[];
    expect(everyone.map((d) => d.webhook_id)).toEqual(expect.arrayContaining([acme.webhookId, bolt.webhookId]));
    const unknown = await h.call("GET", "/__sandbox/audit-log?organization_id=org_nope", { key: null });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].pointer).toBe("/query/organization_id");
    // A credential of one organisation and a filter naming another show nothing.
    const crossed = await as(h, bearer(acme.apiKey))("GET", `/__sandbox/deliveries?organization_id=${bolt.id}`);
    expect(crossed.json.data).toEqual([]);
  });

  it("refuses an unknown credential instead of showing everything", async () => {
    const answer = await h.call("GET", "/__sandbox/deliveries", { key: "lps_sk_unknownunknownunknownunknown12_abcdef" });
    expect(answer.status).toBe(401);
  });

  it("lists organisations, the demo one included, without SSO client secrets", async () => {
    await h.call("PUT", `/__sandbox/organizations/${acme.id}/sso`, { key: null, body: { issuer: "https://idp.example", client_id: "lps", client_secret: "hush-hush", email_domains: ["acme.test"], default_role: "developer" } });
    const list = await h.call("GET", "/__sandbox/organizations", { key: null });
    expect(list.json.data.map((o: { name: string }) => o.name)).toEqual(["Demo Realty", "Acme Homes", "Bolt Realty"]);
    expect(list.text).not.toContain("hush-hush");
    const taken = await h.call("PUT", `/__sandbox/organizations/${bolt.id}/sso`, { key: null, body: { idp: "builtin", email_domains: ["ACME.test"], default_role: "viewer" } });
    expect(taken.status).toBe(400);
    expect(taken.json.errors[0].pointer).toBe("/email_domains/0");
  });
});
