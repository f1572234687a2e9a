import { afterEach, describe, expect, it, vi } from "vitest";
import { BODY, NOW, SECRET, entries } from "./entries";

describe.each(entries)("%s: signing helpers", (_, { signWebhook, generateTestHeaders, generateWebhookSecret, verifyWebhook }) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a timestamp that is not non-negative whole seconds", async () => {
    for (const timestamp of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      await expect(signWebhook(BODY, SECRET, timestamp)).rejects.toBeInstanceOf(TypeError);
    }
  });

  it("refuses an empty secret list", async () => {
    await expect(signWebhook(BODY, [], NOW)).rejects.toBeInstanceOf(TypeError);
  });

  it("generateTestHeaders produces headers verifyWebhook accepts, at the given timestamp", async () => {
    const headers = await generateTestHeaders({ payload: BODY, secret: SECRET, timestamp: NOW });
    expect(headers).toEqual({
      "x-service-signature": await signWebhook(BODY, SECRET, NOW),
      "x-service-timestamp": String(NOW),
    });
    await expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).resolves.toMatchObject({ type: "lead.qualified" });
  });

  it("generateTestHeaders defaults to the clock's current second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW * 1000 + 999);
    const headers = await generateTestHeaders({ payload: BODY, secret: [SECRET, "whsec_next"] });
    expect(headers["x-service-timestamp"]).toBe(String(NOW));
    expect(headers["x-service-signature"].split(",")).toHaveLength(2);
  });

  it("generateWebhookSecret returns whsec_ and 32 random bytes in base64url, matching the contract", () => {
    const secrets = new Set(Array.from({ length: 50 }, () => generateWebhookSecret()));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret.slice("whsec_".length), "base64url")).toHaveLength(32);
    }
  });

  it("generateWebhookSecret draws from crypto.getRandomValues", () => {
    const spy = vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
      (array as Uint8Array).fill(0xff);
      return array;
    });
    try {
      expect(generateWebhookSecret()).toBe(`whsec_${"_".repeat(42)}8`);
    } finally {
      spy.mockRestore();
    }
  });
});
