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

  // A bare `no_matching_signature` left receivers guessing whether the secret or the body was wrong.
  it.each<[string, Record<string, string>, string, RegExp]>([
    ["no_matching_signature", { "x-service-signature": "v1=00", "x-service-timestamp": String(NOW) }, BODY, /^no_matching_signature: no signature matches: the secret is not this endpoint's, or the body changed before it was verified/],
    ["timestamp_too_old", { "x-service-signature": "v1=00", "x-service-timestamp": String(NOW - 3600) }, BODY, /^timestamp_too_old: the delivery was signed longer ago than the tolerance allows/],
    ["timestamp_in_future", { "x-service-signature": "v1=00", "x-service-timestamp": String(NOW + 3600) }, BODY, /^timestamp_in_future: .*this clock is behind$/],
    ["malformed_timestamp", { "x-service-signature": "v1=00", "x-service-timestamp": "soon" }, BODY, /^malformed_timestamp: x-service-timestamp is not a whole number of seconds$/],
    ["malformed_signature", { "x-service-signature": "sha256", "x-service-timestamp": String(NOW) }, BODY, /^malformed_signature: x-service-signature is not a list of v1=<hex> entries$/],
    ["missing_header", { "x-service-timestamp": String(NOW) }, BODY, /^missing_header: x-service-signature is missing; is this request a delivery from the service\?$/],
  ])("says in a sentence what %s means", async (code, headers, body, message) => {
    const error = (await rejection(verifyWebhook(body, headers, SECRET, { now: NOW }))) as Error & { code: string };
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it("has a sentence for every code, and takes a detail in its place", () => {
    expect(new WebhookVerificationError("invalid_payload").message).toBe("invalid_payload: the signed body is not a JSON event with type and id");
    expect(new WebhookVerificationError("body_not_raw").message).toMatch(/^body_not_raw: the body was parsed before verifying/);
    expect(new WebhookVerificationError("invalid_payload", "from another bundle").message).toBe("invalid_payload: from another bundle");
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
