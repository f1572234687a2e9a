import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaTypes } from "../../src/contract/json-schema";
import { operationValidator } from "../../src/contract/operation-validator";
import { operations } from "../../src/contract/operations";
import { sandboxQuery } from "../../src/contract/sandbox-validator";
import { sandboxQueries } from "../../src/contract/generated/sandbox-contract";
import { type Harness, harness } from "../http/harness";

// A scalar parameter given twice has no one value: taking the first (or the last) would answer
// a request other than the one sent, and the second value would skip the contract's check.

const listLeads = operations.find((operation) => operation.id === "listLeads")!;
const repeated = (name: string, times: number) => ({ pointer: `/query/${name}`, message: `is given ${times} times; it takes one value`, expected: "one value" });

describe("a scalar query parameter given more than once", () => {
  it("is refused at its pointer, whatever its values, and the refusal is kept per query string", () => {
    const validator = operationValidator(listLeads);
    for (const query of ["limit=1&limit=abc", "limit=1&limit=2", "limit=2&limit=1", "limit=abc&limit=1"]) {
      expect(validator.query(query), query).toEqual({ ok: false, issues: [repeated("limit", 2)] });
    }
    expect(validator.query("limit=1&limit=-5&limit=9999")).toEqual({ ok: false, issues: [repeated("limit", 3)] });
    expect(validator.query("limit=1&limit=2")).toBe(validator.query("limit=1&limit=2"));
    // Other fields are still judged; an unknown parameter given twice is one unknown parameter.
    const mixed = validator.query("status=new&status=new&limit=0&bogus=1&bogus=2");
    expect(mixed.ok ? [] : mixed.issues.map((issue) => issue.pointer)).toEqual(["/query/status", "/query/limit", "/query/bogus"]);
  });

  it("is a rule for every query parameter the contracts declare, all of them scalar", () => {
    const sandbox = Object.values(sandboxQueries).flat() as { schema: Parameters<typeof schemaTypes>[0] }[];
    const api = operations.flatMap((operation) => operation.parameters.filter((p) => p.in === "query"));
    expect(api.length).toBeGreaterThan(10);
    for (const { schema } of [...api, ...sandbox]) expect(schemaTypes(schema)).not.toContain("array");
  });

  it("is refused by the sandbox's reads too", () => {
    expect(sandboxQuery("sandboxRequests", "status=200&status=404")).toEqual({ ok: false, issues: [repeated("status", 2)] });
  });
});

describe("over HTTP", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.engine.close());

  it.each(["limit=1&limit=abc", "limit=1&limit=-5&limit=9999", "limit=1&limit=2"])("GET /v1/leads?%s is a 400 naming /query/limit, and the journal says so", async (query) => {
    const answer = await h.call("GET", `/v1/leads?${query}`);
    expect(answer.status, answer.text).toBe(400);
    const times = query.split("&").length;
    expect(answer.json).toMatchObject({ code: "validation_failed", errors: [repeated("limit", times)] });
    const [entry] = (await h.engine.journal.query()).data;
    expect(entry!.violations).toMatchObject([{ where: "request", ...repeated("limit", times), rule: expect.stringContaining("parameters") }]);
  });

  it("refuses a repeated filter instead of reading its first value", async () => {
    const answer = await h.call("GET", "/v1/properties?city=Austin&city=Boston");
    expect(answer.json.errors).toEqual([repeated("city", 2)]);
  });

  it("refuses a repeated parameter of a sandbox read", async () => {
    for (const path of ["/__sandbox/audit-log?limit=1&limit=2", "/__sandbox/api-keys?organization_id=org_demo&organization_id=org_x"]) {
      const answer = await h.call("GET", path, { key: null });
      expect(answer.status, path).toBe(400);
      expect(answer.json.errors, path).toEqual([repeated(new URLSearchParams(path.split("?")[1]).keys().next().value!, 2)]);
    }
  });
});
