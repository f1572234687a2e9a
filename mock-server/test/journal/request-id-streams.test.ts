import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";

// Under a seed, the API's request ids (X-Request-Id, the journal, the audit log's request_id,
// which the state export holds) must depend on API traffic alone: a test that polls the sandbox
// (waitForDelivery does, every 10 ms, as long as its receiver takes) or the dashboard must not
// shift them.

const LEAD = { name: "Ada", email: "ada@example.com", preferences: { property_type: "land", price_range: { min: 0, max: 1 } } };

async function run(polls: number) {
  const engine = createEngine({ seed: 42, clock: "2026-01-01T00:00:00Z" });
  await engine.ready();
  const call = (path: string, init?: RequestInit) => engine.fetch(new Request(`http://lps.test${path}`, init), { clientIp: "127.0.0.1" });
  const auth = { authorization: `Bearer ${engine.demo.apiKey}` };
  try {
    const ids: (string | null)[] = [];
    for (let i = 0; i < polls; i++) ids.push((await call("/__sandbox/deliveries?status=succeeded")).headers.get("x-request-id"));
    const sandboxIds = new Set(ids);
    const listed = await call("/v1/properties?limit=1", { headers: auth });
    for (let i = 0; i < polls; i++) await call("/__sandbox/requests?limit=1");
    const created = await call("/v1/leads", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(LEAD) });
    const api = [listed.headers.get("x-request-id"), created.headers.get("x-request-id")];
    const journal = (await engine.journal.query()).data.map((entry) => entry.request_id);
    const audit = (await engine.exportState()).audit.map((entry) => entry.request_id);
    return { api, journal, audit, sandboxIds };
  } finally {
    await engine.close();
  }
}

describe("request ids under a seed", () => {
  it("are the same whatever number of sandbox requests came between the API's", async () => {
    const quiet = await run(0);
    const busy = await run(7);
    expect(busy.api).toEqual(quiet.api);
    expect(busy.journal).toEqual(quiet.journal);
    expect(busy.audit).toEqual(quiet.audit);
    expect(quiet.audit).toContain(quiet.api[1]);
    // The sandbox's own ids are unique and apart from the API's, in the same format.
    expect(busy.sandboxIds.size).toBe(7);
    for (const id of busy.sandboxIds) {
      expect(id).toMatch(/^req_[0-9A-Za-z]{16}$/);
      expect(busy.api).not.toContain(id);
    }
  });
});
