import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { serve, type Served } from "./support/served";

// Issue 33 item 16: a sandbox fault could make an operation answer a status openapi.yaml does
// not document for it (502 on GET /v1/leads), so a client tested against the sandbox met an
// answer the real service never gives. A fault may use only statuses its operations document.

describe("fault statuses", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());
  afterEach(() => s.call("DELETE", "/__sandbox/faults", { key: null }));

  const addFault = (body: unknown) => s.call("POST", "/__sandbox/faults", { key: null, body });

  it.each([
    ["one operation", { route: "/leads", method: "GET", status: 502 }],
    ["an operationId", { route: "listLeads", status: 504 }],
    ["every operation", { status: 502 }],
    ["a lost response", { route: "/leads", method: "POST", status: 599, mode: "fail_after_commit" }],
  ])("refuses an undocumented status on %s, naming /status and the allowed ones", async (_name, fault) => {
    const answer = await addFault(fault);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("validation_failed");
    expect(answer.json.errors).toEqual([expect.objectContaining({ pointer: "/status", expected: "one of 500, 503" })]);
    expect(answer.json.errors[0].message).toMatch(/not documented/);
    expect((await s.call("GET", "/__sandbox/faults", { key: null })).json.data).toEqual([]);
    expect((await s.call("GET", "/v1/leads")).status).toBe(200);
  });

  it("makes GET /v1/leads answer a documented 503 (the test is not vacuous)", async () => {
    expect((await addFault({ route: "/leads", method: "GET", status: 503, count: 1 })).status).toBe(200);
    const answer = await s.call("GET", "/v1/leads");
    expect(answer.status).toBe(503);
    expect(answer.json.code).toBe("service_unavailable");
  });

  it("still takes a documented 500 on every operation, and a latency-only rule", async () => {
    expect((await addFault({ status: 500, count: 1 })).status).toBe(200);
    expect((await s.call("GET", "/v1/leads")).status).toBe(500);
    expect((await addFault({ latency_ms: 1 })).status).toBe(200);
  });
});
