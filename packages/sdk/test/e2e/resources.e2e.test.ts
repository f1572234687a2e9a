import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, test } from "vitest";
import { createClient, type LPSClient } from "@lps/sdk";
import { newLead, useMockServer } from "./mock-server";

const ctx = useMockServer();
const lps = (): LPSClient => createClient({ apiKey: ctx.server.apiKey, baseUrl: ctx.server.url });

describe("properties", () => {
  test("create, get, and find it through a filtered, paginated list", async () => {
    const created = await lps().properties.create({
      type: "land",
      price: 123_456,
      bedrooms: 0,
      location: { address: "1 Test Way", city: "Boise", state: "ID", postal_code: "83702" },
    });
    expect(created).toMatchObject({ type: "land", price: 123_456, status: "active", location: { city: "Boise" } });
    expect(await lps().properties.get(created.id)).toEqual(created);

    const found = [];
    for await (const property of lps().properties.list({ type: "land", city: "boise", limit: 1 })) found.push(property.id);
    expect(found).toContain(created.id);
  });
});

describe("leads", () => {
  test("create, get, score", async () => {
    const lead = await lps().leads.create(newLead("resources-e2e@example.com"));
    expect(lead).toMatchObject({ email: "resources-e2e@example.com", status: expect.any(String) });
    expect(await lps().leads.get(lead.id)).toMatchObject({ id: lead.id });

    const score = await lps().leads.score(lead.id);
    expect(score.lead_id).toBe(lead.id);
    expect(["ready", "pending"]).toContain(score.status);
    expect(await lps().leads.messages(lead.id)).toEqual({ data: [], has_more: false, next_cursor: null });
  });

  test("messages of the demo leads", async () => {
    let seen = 0;
    for await (const lead of lps().leads.list({ limit: 100 })) {
      for await (const message of lps().leads.messages(lead.id, { limit: 1 })) {
        expect(message).toMatchObject({ lead_id: lead.id, direction: "inbound" });
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  test("iterating visits every lead once, across pages", async () => {
    const ids: string[] = [];
    for await (const lead of lps().leads.list({ limit: 3 })) ids.push(lead.id);
    const all = await lps().leads.list({ limit: 100 });
    expect(all.has_more).toBe(false);
    expect(ids).toEqual(all.data.map((l) => l.id));
    expect(ids.length).toBeGreaterThan(3);
  });

  test("the /api/v1 form of the base URL reaches the same operations", async () => {
    const viaApi = createClient({ apiKey: ctx.server.apiKey, baseUrl: `${ctx.server.url}/api/v1` });
    const { data } = await viaApi.leads.list({ limit: 1 });
    expect(data).toHaveLength(1);
  });
});

describe("analytics", () => {
  test("market analysis for a city and type", async () => {
    const analysis = await lps().analytics.market({ city: "san_francisco", property_type: "residential" });
    expect(analysis).toMatchObject({ city: "san_francisco", property_type: "residential", summary: expect.any(String) });
  });
});

describe("webhooks", () => {
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    received.push(String(request.headers["x-service-event-id"]));
    response.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  test("create, list, get, rotate, deliveries, redeliver, delete", async () => {
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const created = await lps().webhooks.create({ url, events: ["analysis.completed"], description: "e2e" });
    expect(created.secret).toMatch(/^whsec_/);

    expect((await lps().webhooks.get(created.id)).url).toBe(url);
    const listed = [];
    for await (const hook of lps().webhooks.list()) listed.push(hook.id);
    expect(listed).toContain(created.id);

    const rotated = await lps().webhooks.rotateSecret(created.id, { overlap_seconds: 0 });
    expect(rotated.secret).not.toBe(created.secret);

    // A market analysis emits analysis.completed to the endpoint.
    await lps().analytics.market({ city: "san_francisco" });
    await expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const [delivery] = (await lps().webhooks.deliveries(created.id)).data;
    expect(delivery).toMatchObject({ webhook_id: created.id, event_type: "analysis.completed", event_id: received[0] });

    const again = await lps().webhooks.redeliver(created.id, delivery!.id);
    expect(again).toMatchObject({ event_id: received[0], webhook_id: created.id });

    expect(await lps().webhooks.delete(created.id)).toEqual({ id: created.id, deleted: true });
  });
});
