import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve, type Served } from "./support/served";

// Issue 23 item 2: a webhook must not reach the server's own sandbox (a delivery from loopback
// to /__sandbox/reset would wipe every key).

describe("webhook URLs pointing at the server itself", () => {
  let s: Served;
  let port: number;
  let key: string;
  beforeAll(async () => {
    s = await serve();
    port = Number(new URL(s.server.url).port);
    key = (await s.issueKey(["leads.read", "leads.write"])).key;
  });
  afterAll(() => s.server.stop());

  const register = (url: string) => s.call("POST", "/v1/webhooks", { key, body: { url, events: ["lead.qualified"] } });

  it.each([
    (p: number) => `http://127.0.0.1:${p}/__sandbox/reset`,
    (p: number) => `http://127.0.0.2:${p}/__sandbox/reset`,
    (p: number) => `http://localhost:${p}/__sandbox/reset`,
    (p: number) => `http://LocalHost.:${p}/__sandbox/reset`,
    (p: number) => `http://api.localhost:${p}/__sandbox/reset`,
    (p: number) => `http://[::1]:${p}/__sandbox/reset`,
    (p: number) => `https://127.0.0.1:${p}/__sandbox/reset`,
  ])("refuses %s", async (urlFor) => {
    const answer = await register(urlFor(port));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json.errors)).toMatch(/this server itself/);
  });

  it("still accepts a loopback receiver on another port (the test is not vacuous)", async () => {
    const answer = await register(`http://127.0.0.1:${port === 65535 ? 1 : port + 1}/hooks`);
    expect(answer.status).toBe(200);
  });
});

describe("sandbox and dashboard refuse requests that look like deliveries", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  it.each([
    ["the signature header", { "x-service-signature": "v1=abc" }],
    ["the event id header", { "x-service-event-id": "evt_1" }],
    ["the delivery User-Agent", { "user-agent": "LPS-Webhooks/1.0" }],
  ])("POST /__sandbox/reset with %s is 403 and resets nothing", async (_name, headers) => {
    const { key } = await s.issueKey(["leads.read"]);
    const answer = await s.call("POST", "/__sandbox/reset", { key: null, headers });
    expect(answer.status).toBe(403);
    expect((await s.call("GET", "/v1/leads", { key })).status).toBe(200);
  });

  it("GET /dashboard with the signature header is 403", async () => {
    expect((await s.call("GET", "/dashboard", { key: null, headers: { "x-service-signature": "v1=abc" } })).status).toBe(403);
    expect((await s.call("GET", "/dashboard", { key: null })).status).toBe(200);
  });

  it("POST /__sandbox/oauth-clients with the delivery User-Agent is 403", async () => {
    const answer = await s.call("POST", "/__sandbox/oauth-clients", {
      key: null,
      headers: { "user-agent": "LPS-Webhooks/1.0" },
      body: { name: "x", redirect_uris: ["https://app.example.com/cb"] },
    });
    expect(answer.status).toBe(403);
  });

  it("answers the same reset without those headers (the test is not vacuous)", async () => {
    expect((await s.call("POST", "/__sandbox/reset", { key: null })).status).toBe(200);
  });
});
