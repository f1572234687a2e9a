import { describe, expect, it } from "vitest";
import * as webCrypto from "../../packages/sdk/src/webhooks/index";
import * as nodeCrypto from "../../packages/sdk/src/webhooks/node";

// Issue item 14: a non-finite or negative `tolerance` or `now` would silently switch replay
// protection off (every comparison with NaN is false). It is a configuration error: TypeError.

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq3v8Yc1Lr5T";
const BODY = JSON.stringify({ id: "evt_1", type: "lead.qualified", created: "2026-11-22T09:31:00Z", data: {} });
const BAD = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1];

describe.each([
  ["index (Web Crypto)", webCrypto],
  ["node (node:crypto)", nodeCrypto],
] as const)("%s", (_, { createWebhookHandler, generateTestHeaders, verifyWebhook }) => {
  // A delivery signed a year ago: with replay protection on, it must never verify.
  const replayed = () => generateTestHeaders({ payload: BODY, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 365 * 86400 });

  it.each(BAD)("verifyWebhook refuses tolerance %s with a TypeError", async (tolerance) => {
    await expect(verifyWebhook(BODY, await replayed(), SECRET, { tolerance })).rejects.toThrow(TypeError);
  });

  it.each(BAD)("verifyWebhook refuses now %s with a TypeError", async (now) => {
    await expect(verifyWebhook(BODY, await replayed(), SECRET, { now })).rejects.toThrow(TypeError);
  });

  it("verifyWebhook refuses a bad clock even when the headers are missing", async () => {
    await expect(verifyWebhook(BODY, {}, SECRET, { tolerance: Number.NaN })).rejects.toThrow(TypeError);
  });

  it.each(BAD)("createWebhookHandler refuses tolerance %s when it is created", (tolerance) => {
    expect(() => createWebhookHandler({ secret: SECRET, on: {}, tolerance })).toThrow(TypeError);
  });

  it("a finite, non-negative clock keeps working, zero included", async () => {
    const timestamp = 1_763_803_860;
    const headers = await generateTestHeaders({ payload: BODY, secret: SECRET, timestamp });
    await expect(verifyWebhook(BODY, headers, SECRET, { now: timestamp, tolerance: 0 })).resolves.toMatchObject({ id: "evt_1" });
  });
});
