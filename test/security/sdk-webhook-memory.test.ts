import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createWebhookHandler, toNodeHandler } from "../../packages/sdk/src/webhooks/node";

// Issue item 7: a receiver's memory stays bounded whatever unsigned or oversized POSTs arrive.
// A fixed number of large uploads, in parallel; the bound is on RSS growth, never on time.

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq3v8Yc1Lr5T";
const MiB = 1024 * 1024;
const UPLOADS = 8;
const UPLOAD_BYTES = 32 * MiB;
const RSS_GROWTH_BOUND = 96 * MiB;
const FAKE_SIGNATURE = { "x-service-signature": `v1=${"0".repeat(64)}`, "x-service-timestamp": String(Math.floor(Date.now() / 1000)) };

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer(toNodeHandler(createWebhookHandler({ secret: SECRET, on: {} })));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Streams zeros from one reused chunk, honouring backpressure, so the sender holds no copy. */
function upload(headers: Record<string, string>) {
  return new Promise<number>((resolve) => {
    const request = http.request({ port, host: "127.0.0.1", method: "POST", path: "/hooks", headers: { ...headers, "transfer-encoding": "chunked" } });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // A connection closed mid-upload is the receiver refusing the rest.
    request.on("error", () => resolve(-1));
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const write = () => {
      while (sent < UPLOAD_BYTES) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}

it(`${UPLOADS * 2} parallel uploads of ${UPLOAD_BYTES / MiB} MiB grow RSS by less than ${RSS_GROWTH_BOUND / MiB} MiB`, { timeout: 30_000 }, async () => {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const statuses = await Promise.all([
      ...Array.from({ length: UPLOADS }, () => upload({})),
      ...Array.from({ length: UPLOADS }, () => upload(FAKE_SIGNATURE)),
    ]);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(statuses.slice(0, UPLOADS).every((status) => status === 400 || status === -1)).toBe(true);
    expect(statuses.slice(UPLOADS).every((status) => status === 413 || status === -1)).toBe(true);
  } finally {
    clearInterval(sampler);
  }
  expect((peak - before) / MiB).toBeLessThan(RSS_GROWTH_BOUND / MiB);
});
