// A contract test of a client with vitest: one reference server for the file, a fresh state per
// test, and no test may leave a request the contract forbids.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startTestServer } from "@lps/mock-server/testing";
import { verifyWebhook } from "@lps/sdk/webhooks";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";

const lps = await startTestServer({ seed: 42 });

beforeEach(() => lps.reset());
afterEach(() => lps.expectNoViolations());
afterAll(() => lps.close());

it("creates a lead the contract accepts", async () => {
  const lead = await lps.client().leads.create({
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+14155550100",
    preferences: { property_type: "residential", price_range: { min: 400_000, max: 900_000 }, city: "San Francisco" },
  });
  expect(lead.id).toMatch(/^lead_/);
  const [entry] = await lps.requests({ operation_id: "createLead" });
  expect(entry?.status).toBe(200);
});

// A receiver of our own, on a free port; deliveries are signed with the endpoint's secret.
const received: unknown[] = [];
let secret = "";
const receiver = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  received.push(await verifyWebhook(Buffer.concat(chunks).toString("utf8"), req.headers, [secret]));
  res.writeHead(204).end();
});
beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

it("receives a signed webhook", async () => {
  const { port } = receiver.address() as AddressInfo;
  const webhook = await lps.client().webhooks.create({ url: `http://127.0.0.1:${port}/hooks`, events: ["analysis.completed"] });
  secret = webhook.secret;
  await fetch(`${lps.url}/__sandbox/trigger`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "analysis.completed" }) });
  const delivery = await lps.waitForDelivery({ event_type: "analysis.completed" });
  expect(delivery.response_status).toBe(204);
  expect(received).toHaveLength(1);
});
