import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createWebhookHandler, toNodeHandler } from "../../packages/sdk/src/webhooks/node";
import { upload } from "./sdk-upload";

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

it(`${UPLOADS * 2} parallel uploads of ${UPLOAD_BYTES / MiB} MiB grow RSS by less than ${RSS_GROWTH_BOUND / MiB} MiB`, { timeout: 30_000 }, async () => {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const statuses = await Promise.all([
      ...Array.from({ length: UPLOADS }, () => upload(port, UPLOAD_BYTES)),
      ...Array.from({ length: UPLOADS }, () => upload(port, UPLOAD_BYTES, FAKE_SIGNATURE)),
    ]);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(statuses.slice(0, UPLOADS).every((status) => status === 400 || status === -1)).toBe(true);
    expect(statuses.slice(UPLOADS).every((status) => status === 413 || status === -1)).toBe(true);
  } finally {
    clearInterval(sampler);
  }
  expect((peak - before) / MiB).toBeLessThan(RSS_GROWTH_BOUND / MiB);
});
