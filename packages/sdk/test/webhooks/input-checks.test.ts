import { describe, expect, it } from "vitest";
import { BODY, EVENT, NOW, SECRET, entries, rejection } from "./entries";

// A receiver's own tests feed these helpers by hand: a wrong argument must fail as a TypeError
// naming it, not as a misleading verification code or an error from deep inside.
const typeError = async (promise: Promise<unknown>, message: RegExp) => {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(TypeError);
  expect((error as Error).message).toMatch(message);
};

describe.each(entries)("%s: arguments of the signing and verifying helpers", (_, { signWebhook, generateTestHeaders, verifyWebhook, createWebhookHandler }) => {
  it("refuses a timestamp in milliseconds, naming timestamp", async () => {
    await typeError(signWebhook(BODY, SECRET, NOW * 1000), /^timestamp .*milliseconds/);
    await typeError(generateTestHeaders({ payload: BODY, secret: SECRET, timestamp: Date.now() }), /^timestamp .*milliseconds/);
  });

  it("refuses a payload that is not the raw body, naming payload", async () => {
    for (const payload of [EVENT, undefined, 42, null]) {
      await typeError(generateTestHeaders({ payload: payload as never, secret: SECRET, timestamp: NOW }), /^payload must be/);
      await typeError(signWebhook(payload as never, SECRET, NOW), /^payload must be/);
    }
  });

  it("refuses now in milliseconds, naming now, instead of answering timestamp_too_old", async () => {
    const headers = await generateTestHeaders({ payload: BODY, secret: SECRET, timestamp: NOW });
    await typeError(verifyWebhook(BODY, headers, SECRET, { now: NOW * 1000 }), /^now .*not ms/);
    expect(() => createWebhookHandler({ secret: SECRET, on: {}, now: Date.now() })).toThrow(/^now .*not ms/);
  });

  it("refuses a comma-joined secret, which would match nothing, and says to pass an array", async () => {
    const headers = await generateTestHeaders({ payload: BODY, secret: SECRET, timestamp: NOW });
    await typeError(verifyWebhook(BODY, headers, `whsec_new,${SECRET}`, { now: NOW }), /^secret .*array/);
    await expect(verifyWebhook(BODY, headers, `whsec_new,${SECRET}`.split(","), { now: NOW })).resolves.toMatchObject({ id: EVENT.id });
    expect(() => createWebhookHandler({ secret: `whsec_new,${SECRET}`, on: {} })).toThrow(/^secret .*array/);
  });
});
