import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { BODY, NOW, SECRET, entries, rejection } from "./entries";

describe.each(entries)("%s: WebhookVerificationError", (_, { verifyWebhook, WebhookVerificationError, isWebhookVerificationError }) => {
  it("is an Error with a name, a code and a message that names no secret", async () => {
    const error = await rejection(verifyWebhook(BODY, { "x-service-signature": "v1=00", "x-service-timestamp": String(NOW) }, SECRET, { now: NOW }));
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: "WebhookVerificationError", code: "no_matching_signature" });
    expect(String((error as Error).message)).not.toContain(SECRET);
  });

  it("is recognised from another copy of the module, where instanceof fails", async () => {
    vi.resetModules();
    const copy = await import("../../src/webhooks/errors");
    const foreign = new copy.WebhookVerificationError("invalid_payload", "from another bundle");
    expect(foreign instanceof WebhookVerificationError).toBe(false);
    expect(isWebhookVerificationError(foreign)).toBe(true);
  });

  it("is recognised from another realm by its registered brand", () => {
    const foreign = runInNewContext(`
      const error = new Error("from another realm");
      error[Symbol.for("@lps/sdk/webhooks.WebhookVerificationError")] = true;
      error.code = "no_matching_signature";
      error;
    `);
    expect(foreign instanceof Error).toBe(false);
    expect(isWebhookVerificationError(foreign)).toBe(true);
  });

  it("is not claimed for look-alikes without the brand", () => {
    for (const value of [new Error("x"), { code: "no_matching_signature", name: "WebhookVerificationError" }, null, undefined, "no_matching_signature"]) {
      expect(isWebhookVerificationError(value)).toBe(false);
    }
  });
});
