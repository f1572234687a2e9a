// A fault rule whose route or method can match no API request would be stored and never fire,
// so a retry test built on it would test nothing: such rules are refused, with the likely name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness } from "../http/harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

const addFault = (body: unknown) => h.call("POST", "/__sandbox/faults", { key: null, body });

async function refusal(body: unknown): Promise<{ pointer: string; message: string; expected?: string }[]> {
  const answer = await addFault(body);
  expect(answer.status, JSON.stringify(body)).toBe(400);
  expect(answer.json.code).toBe("validation_failed");
  expect((await h.call("GET", "/__sandbox/faults", { key: null })).json.data).toEqual([]);
  return answer.json.errors;
}

describe("POST /__sandbox/faults refuses a rule that can never fire", () => {
  it.each([
    ["createLeadz", "createLead"],
    ["listleads", "listLeads"],
    ["leads", "/leads"],
    ["/leads/", "/leads"],
    ["/v1/lead", "/v1/leads"],
    ["/api/v1/propertes/{property_id}", "/api/v1/properties/{property_id}"],
  ])("route %s, naming %s", async (route, suggestion) => {
    const [issue, ...others] = await refusal({ route, method: "GET" });
    expect(others).toEqual([]);
    expect(issue).toMatchObject({ pointer: "/route" });
    expect(issue!.message).toContain(route);
    expect(issue!.message).toContain(`did you mean ${suggestion}?`);
    expect(issue!.expected).toMatch(/operationId.*path/);
  });

  it("names no operation when none is close", async () => {
    const [issue] = await refusal({ route: "/nothing/like/this" });
    expect(issue!.message).not.toContain("did you mean");
  });

  it("refuses a method that no operation the route matches answers", async () => {
    const [issue] = await refusal({ route: "createLead", method: "GET" });
    expect(issue).toMatchObject({ pointer: "/method", expected: "POST" });
    const [deletion] = await refusal({ route: "/leads/*", method: "delete" });
    expect(deletion).toMatchObject({ pointer: "/method", expected: "GET" });
  });

  it("keeps every form that can match: operationIds, paths, prefixes, templates, ids and globs", async () => {
    const routes = [
      "createLead",
      "/leads",
      "/v1/leads",
      "/api/v1/leads",
      "/leads/{lead_id}",
      "/leads/lead_0000000000000000/score",
      "/properties/*",
      "/webhooks/*/deliveries",
      "/lead*",
      "*",
    ];
    for (const route of routes) expect((await addFault({ route, rate: 0 })).status, route).toBe(200);
    expect((await addFault({ route: "/webhooks/*", method: "DELETE", rate: 0 })).status).toBe(200);
    expect((await h.call("DELETE", "/__sandbox/faults", { key: null })).json.deleted).toBe(routes.length + 1);
  });

  it("fires the rules it accepts", async () => {
    expect((await addFault({ route: "/v1/leads", method: "get", count: 1 })).status).toBe(200);
    expect((await h.call("GET", "/v1/leads?limit=1")).status).toBe(503);
    expect((await h.call("GET", "/v1/leads?limit=1")).status).toBe(200);
  });
});

describe("GET /__sandbox/faults", () => {
  it("refuses a query parameter it does not document, as the other sandbox lists do", async () => {
    const answer = await h.call("GET", "/__sandbox/faults?bogus=1", { key: null });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual(["/query/bogus"]);
    expect((await h.call("GET", "/__sandbox/faults", { key: null })).status).toBe(200);
  });
});
