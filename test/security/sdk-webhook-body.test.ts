import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import * as webCrypto from "../../packages/sdk/src/webhooks/index";
import * as nodeCrypto from "../../packages/sdk/src/webhooks/node";
import { upload } from "./sdk-upload";

// Issue item 7: the webhook handler refuses an unsigned request before reading its body, and
// reads a signed-looking body only up to its limit (1 MiB by default), answering 413.

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq3v8Yc1Lr5T";
const MiB = 1024 * 1024;
const FAKE_SIGNATURE = { "x-service-signature": `v1=${"0".repeat(64)}`, "x-service-timestamp": String(Math.floor(Date.now() / 1000)) };

/** A body of `total` bytes, counting how many were pulled. */
function countingBody(total: number) {
  const chunk = new Uint8Array(64 * 1024);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  return { stream, counter };
}

const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request("http://receiver.test/hooks", { method: "POST", headers, body, duplex: "half" } as RequestInit);

describe.each([
  ["index (Web Crypto)", webCrypto],
  ["node (node:crypto)", nodeCrypto],
] as const)("%s: createWebhookHandler", (_, { createWebhookHandler }) => {
  it("answers 400 to a POST without the signature headers, reading none of its body", async () => {
    const errors: unknown[] = [];
    const handler = createWebhookHandler({ secret: SECRET, on: {}, onError: (error) => errors.push(error) });
    const { stream, counter } = countingBody(16 * MiB);
    const response = await handler(post(stream));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_webhook" });
    expect(counter.pulled).toBe(0);
    expect(errors).toMatchObject([{ code: "missing_header" }]);
  });

  it("answers 413 once a body passes 1 MiB, without reading the rest", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {} });
    const { stream, counter } = countingBody(16 * MiB);
    const response = await handler(post(stream, FAKE_SIGNATURE));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "payload_too_large" });
    expect(counter.pulled).toBeLessThanOrEqual(MiB + 64 * 1024);
  });

  it("answers 413 at once to a declared Content-Length over the limit, which maxBodyBytes sets", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {}, maxBodyBytes: 1000 });
    const { stream, counter } = countingBody(2000);
    const response = await handler(post(stream, { ...FAKE_SIGNATURE, "content-length": "2000" }));
    expect(response.status).toBe(413);
    expect(counter.pulled).toBe(0);
  });

  it("still reads a body of exactly the limit (and then checks its signature)", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {}, maxBodyBytes: 64 * 1024 });
    const { stream } = countingBody(64 * 1024);
    expect((await handler(post(stream, FAKE_SIGNATURE))).status).toBe(400);
  });
});

describe("toNodeHandler on node:http", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const serve = async (maxBodyBytes?: number) => {
    server = http.createServer(nodeCrypto.toNodeHandler(nodeCrypto.createWebhookHandler({ secret: SECRET, on: {}, maxBodyBytes })));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  };

  it("answers 400 to an unsigned upload and 413 to an oversized signed-looking one", async () => {
    const port = await serve();
    expect(await upload(port, 4 * MiB)).toBe(400);
    expect(await upload(port, 4 * MiB, FAKE_SIGNATURE)).toBe(413);
  });
});
