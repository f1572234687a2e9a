import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestSurface } from "../../src/adapters/testing";

// A filter with a typo must fail loudly: `expectNoViolations({ operation_id: "listPropertys" })`
// that matches nothing is a CI gate that is always green.

let lps: TestSurface;
beforeAll(async () => {
  lps = await startTestServer();
});
afterAll(() => lps.close());
beforeEach(async () => {
  await lps.reset();
  await fetch(`${lps.baseUrl}/properties?colour=blue`, { headers: { authorization: `Bearer ${lps.apiKey}` } });
});

/** What a plain-JS caller (node:test, .mjs) may pass: any value. */
const loose = (filter: Record<string, unknown>) => filter as never;

describe("the testing helpers' journal filters", () => {
  it("still find what good filters name", async () => {
    const found = await lps.requests({ operation_id: "listProperties", status: 400, has_violations: true, since: 0 });
    expect(found).toHaveLength(1);
    expect(await lps.requests({ has_violations: false })).toEqual([]);
    expect(await lps.requests({ since: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
  });

  it("refuse an operation id openapi.yaml does not define, suggesting the closest", async () => {
    await expect(lps.expectNoViolations({ operation_id: "listPropertys" })).rejects.toThrow(
      new TypeError('filter operation_id: "listPropertys" is not an operationId of openapi.yaml; did you mean listProperties?'),
    );
    await expect(lps.violations({ operation_id: "nope" })).rejects.toThrow(/^filter operation_id: "nope" is not an operationId of openapi.yaml$/);
  });

  it("refuse a value of the wrong type, naming the filter", async () => {
    await expect(lps.expectNoViolations(loose({ status: "400" }))).rejects.toThrow(new TypeError('filter status: must be an integer from 100 to 599, got "400"'));
    await expect(lps.expectNoViolations(loose({ status: 4000 }))).rejects.toThrow(/^filter status: must be an integer from 100 to 599, got 4000$/);
    await expect(lps.expectNoViolations({ since: "garbage" })).rejects.toThrow(new TypeError('filter since: must be a date-time or epoch milliseconds, got "garbage"'));
    await expect(lps.requests(loose({ has_violations: "false" }))).rejects.toThrow(new TypeError('filter has_violations: must be true or false, got "false"'));
  });

  it("refuse a filter they do not know", async () => {
    await expect(lps.requests(loose({ operationId: "listProperties" }))).rejects.toThrow(
      new TypeError("filter operationId: unknown; the filters are operation_id, status, has_violations, since, organization_id, dashboard; did you mean operation_id?"),
    );
  });
});

describe("GET /__sandbox/requests", () => {
  it("refuses an operation_id openapi.yaml does not define, with a suggestion", async () => {
    const typo = await fetch(`${lps.url}/__sandbox/requests?operation_id=listPropertys`);
    expect(typo.status).toBe(400);
    expect((await typo.json()) as unknown).toMatchObject({
      code: "validation_failed",
      errors: [{ pointer: "/query/operation_id", message: "listPropertys is not an operationId of openapi.yaml; did you mean listProperties?" }],
    });
    const unknown = await fetch(`${lps.url}/__sandbox/requests?operation_id=nope`);
    expect(unknown.status).toBe(400);
    expect(await fetch(`${lps.url}/__sandbox/requests?operation_id=listProperties`).then((r) => r.status)).toBe(200);
  });
});
