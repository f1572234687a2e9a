import { verifyWebhook } from "@lps/sdk/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockServer, startMockServer } from "../../mock-server/src/index";
import { type Receiver, startReceiver } from "../../mock-server/test/webhooks/helpers/receiver";

// Issue 23 item 13: deliveries were signed with the sandbox clock's time, so a receiver on a
// real clock rejected them once the sandbox clock had been moved.

const DAY_S = 86_400;
let server: MockServer;
let receiver: Receiver;
let secret: string;

async function call(method: string, url: string, body?: unknown, key: string | null = null) {
  const response = await fetch(url, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

beforeAll(async () => {
  server = await startMockServer({ port: 0, demoData: false, seed: 13 });
  receiver = await startReceiver();
  const created = await call("POST", `${server.baseUrl}/webhooks`, { url: receiver.url, events: ["analysis.completed"] }, server.apiKey);
  secret = created.json.secret;
});
afterAll(async () => {
  await receiver.stop();
  await server.stop();
});

async function deliveredAfterMoving(advanceSeconds: number) {
  const before = receiver.requests.length;
  await call("POST", `${server.url}/__sandbox/clock`, { advance_seconds: advanceSeconds });
  const emitted = await call("POST", `${server.url}/__sandbox/trigger`, { type: "analysis.completed" });
  for (let i = 0; receiver.requests.length === before && i < 2000; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  const request = receiver.requests[before];
  if (!request) throw new Error("no delivery arrived");
  return { request, emitted: emitted.json };
}

describe("a delivery after the sandbox clock moved", () => {
  it("carries a wall-clock x-service-timestamp that a real-time receiver accepts", async () => {
    const { request, emitted } = await deliveredAfterMoving(DAY_S);
    const stamp = Number(request.headers["x-service-timestamp"]);
    expect(Math.abs(stamp - Date.now() / 1000)).toBeLessThan(300);
    const event = await verifyWebhook(request.body, request.headers, secret);
    expect(event.id).toBe(emitted.id);
  });

  it("keeps the event's created on the sandbox clock", async () => {
    const { request } = await deliveredAfterMoving(DAY_S);
    const event = JSON.parse(request.body) as { created: string };
    const sandboxNow = Date.parse((await call("GET", `${server.url}/__sandbox/clock`)).json.now);
    expect(Math.abs(Date.parse(event.created) - sandboxNow)).toBeLessThan(60_000);
    expect(Date.parse(event.created) - Date.now()).toBeGreaterThan(DAY_S * 1000);
  });
});
