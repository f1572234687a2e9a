import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestSurface } from "../../src/testing";

let lps: TestSurface;
beforeAll(async () => {
  lps = await startTestServer();
});
afterAll(() => lps.close());

/** What a plain-JS caller (node:test, .mjs) may pass: any value. */
const loose = (filter: Record<string, unknown>) => filter as never;

describe("waitForDelivery", () => {
  it("rejects a bad filter with the sandbox's message naming it, not an internal TypeError", async () => {
    await expect(lps.waitForDelivery(loose({ status: "sucess", timeoutMs: 300 }))).rejects.toThrow(/GET \/__sandbox\/deliveries answered 400: .*\/query\/status/);
    await expect(lps.waitForDelivery(loose({ event_typ: "lead.created", timeoutMs: 300 }))).rejects.toThrow(/\/query\/event_typ is not a documented query parameter/);
  });
});
