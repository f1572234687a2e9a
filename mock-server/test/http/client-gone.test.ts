import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestSurface, startTestServer } from "../../src/adapters/testing";

// A client that gives up during a latency fault (an SDK timeout, curl --max-time) is gone before
// its POST body is read. That is a client abort, journaled as 499 like one mid-body, not an
// internal error with a stack trace: docs/mock-server.md suggests exactly this to test timeouts.
// Caused by the fault, the 499 is not judged against the contract, as drop_connection's 444 is not.
describe("a client gone during a latency fault", { timeout: 30_000 }, () => {
  let server: TestSurface;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const lead = { name: "Gone", email: "gone@example.com", preferences: { property_type: "land", price_range: { min: 1, max: 2 } } };

  it.each([
    ["POST", "createLead", "/leads", lead],
    ["GET", "listLeads", "/leads?limit=1", undefined],
  ])("%s is journaled as 499, with nothing on stderr", async (method, operation, path, body) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const fault = await fetch(`${server.url}/__sandbox/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ route: operation, count: 1, latency_ms: 400 }),
      });
      expect(fault.status).toBe(200);
      const call = fetch(server.baseUrl + path, {
        method,
        headers: { authorization: `Bearer ${server.apiKey}`, ...(body && { "content-type": "application/json" }) },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(100),
      });
      await expect(call).rejects.toThrow();
      const entry = await vi.waitFor(
        async () => {
          const [found] = await server.requests({ operation_id: operation });
          if (!found) throw new Error("not journaled yet");
          return found;
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(entry).toMatchObject({ status: 499, violations: [] });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("journals a client that leaves mid-body, with no fault, as 499 without judging an answer nobody got", async () => {
    await server.reset();
    const sent = request(`${server.baseUrl}/leads`, { method: "POST", headers: { authorization: `Bearer ${server.apiKey}`, "content-type": "application/json", "content-length": "1000" } });
    sent.on("error", () => undefined);
    sent.write('{"name":"Half');
    await new Promise((resolve) => setTimeout(resolve, 100));
    sent.destroy();
    const entry = await vi.waitFor(
      async () => {
        const [found] = await server.requests({ status: 499 });
        if (!found) throw new Error("not journaled yet");
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(entry).toMatchObject({ status: 499, operation_id: "createLead", violations: [] });
  });
});
