import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOW, SECRET, entries } from "./entries";

/** Replaces the byte at `index` (modulo the length) with a different value. */
function mutate(bytes: Uint8Array, index: number, delta: number): Uint8Array {
  const copy = bytes.slice();
  const at = index % copy.length;
  copy[at] = (copy[at]! + delta) % 256;
  return copy;
}

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const delta = fc.integer({ min: 1, max: 255 });
const index = fc.nat();
const body = fc.uint8Array({ minLength: 1, maxLength: 512 });

describe.each(entries)("%s: any one-byte change is rejected", (_, { signWebhook, verifyWebhook, isWebhookVerificationError }) => {
  // A tolerance wider than any timestamp leaves every decision about a changed timestamp to the
  // HMAC (an infinite one is refused as a configuration error).
  const options = { now: NOW, tolerance: Number.MAX_SAFE_INTEGER };
  const rejected = (attempt: Promise<unknown>) =>
    attempt.then(
      () => false,
      (error: unknown) => isWebhookVerificationError(error) && (error as { code: string }).code !== "invalid_payload",
    );

  it("in the body", async () => {
    await fc.assert(
      fc.asyncProperty(body, index, delta, async (original, i, d) => {
        const headers = { "x-service-signature": await signWebhook(original, SECRET, NOW), "x-service-timestamp": String(NOW) };
        expect(await rejected(verifyWebhook(mutate(original, i, d), headers, SECRET, options))).toBe(true);
      }),
    );
  });

  it("in the timestamp", async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.integer({ min: 0, max: 1e11 - 1 }), index, delta, async (payload, timestamp, i, d) => {
        const signature = await signWebhook(payload, SECRET, timestamp);
        const changed = latin1(mutate(bytesOf(String(timestamp)), i, d));
        const headers = { "x-service-signature": signature, "x-service-timestamp": changed };
        expect(await rejected(verifyWebhook(payload, headers, SECRET, options))).toBe(true);
      }),
    );
  });

  it("in the signature header", async () => {
    await fc.assert(
      fc.asyncProperty(body, index, delta, async (payload, i, d) => {
        const signature = latin1(mutate(bytesOf(await signWebhook(payload, SECRET, NOW)), i, d));
        const headers = { "x-service-signature": signature, "x-service-timestamp": String(NOW) };
        expect(await rejected(verifyWebhook(payload, headers, SECRET, options))).toBe(true);
      }),
    );
  });
});
