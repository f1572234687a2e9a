import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prettyLine } from "../../src/journal/log-format";
import { type TestSurface, startTestServer } from "../../src/adapters/testing";

// A drop_connection fault sends nothing; the journal must not record an answer nobody got.
describe("a dropped connection in the journal", { timeout: 30_000 }, () => {
  let server: TestSurface;
  beforeAll(async () => {
    server = await startTestServer({ port: 4602 });
  });
  afterAll(() => server.close());

  it("is recorded as 444 with no answer, headers or body, as a client abort is as 499", async () => {
    const fault = await fetch(`${server.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "listLeads", count: 1, mode: "drop_connection" }),
    });
    expect(fault.status).toBe(200);
    await expect(fetch(`${server.baseUrl}/leads?limit=1`, { headers: { authorization: `Bearer ${server.apiKey}` } })).rejects.toThrow(TypeError);
    const [entry] = await server.requests({ operation_id: "listLeads" });
    expect(entry).toMatchObject({ status: 444, answer: { status: 444, headers: {}, body: null }, violations: [] });
    expect(JSON.stringify(entry)).not.toMatch(/service_unavailable|retry-after/i);
    expect(prettyLine(entry!, false)).toContain("444");
    expect(prettyLine(entry!, false)).toContain("connection dropped, no answer sent");
    // The next request is served and journaled as usual.
    expect((await fetch(`${server.baseUrl}/leads?limit=1`, { headers: { authorization: `Bearer ${server.apiKey}` } })).status).toBe(200);
  });
});
