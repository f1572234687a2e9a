import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type Harness, harness } from "../http/harness";

// Every sandbox read takes only the query parameters sandbox.yaml declares: a typo such as
// `?limt=1` must be refused, not read as "no filter" and answered with everything.

const doc = parse(readFileSync(new URL("../../sandbox.yaml", import.meta.url), "utf8")) as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };

const reads = Object.keys(doc.paths).filter((path) => doc.paths[path]!.get);

let h: Harness;
let requestId: string;
beforeAll(async () => {
  h = await harness();
  requestId = (await h.call("GET", "/v1/properties")).headers.get("x-request-id")!;
});
afterAll(() => h.engine.close());

const concrete = (path: string) => path.replace("{id}", "org_demo").replace("{request_id}", requestId);

describe("sandbox reads refuse undocumented query parameters", () => {
  it("covers the sandbox's reads", () => {
    expect(reads).toEqual(expect.arrayContaining(["/__sandbox/organizations", "/__sandbox/clock", "/__sandbox/oauth-clients", "/__sandbox/api-keys"]));
  });

  it.each(reads)("GET %s answers 400 naming /query/bogus, and documents that 400", async (path) => {
    expect((await h.call("GET", concrete(path), { key: null })).status).toBe(200);
    const refused = await h.call("GET", `${concrete(path)}?bogus=1`, { key: null });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json).toMatchObject({ code: "validation_failed", errors: [{ pointer: "/query/bogus", message: "is not a documented query parameter" }] });
    expect(doc.paths[path]!.get!.responses["400"], `sandbox.yaml documents no 400 for GET ${path}`).toBeDefined();
  });

  it("refuse a paging parameter where the list has no pages, and keep the documented filter", async () => {
    const paged = await h.call("GET", "/__sandbox/organizations?limit=1", { key: null });
    expect(paged.json.errors).toMatchObject([{ pointer: "/query/limit", message: "is not a documented query parameter", expected: "no query parameters" }]);
    // The dashboard narrows these reads to the signed-in organisation.
    for (const path of ["/__sandbox/api-keys", `/__sandbox/requests/${requestId}`]) {
      expect((await h.call("GET", `${path}?organization_id=org_demo`, { key: null })).status, path).toBe(200);
    }
    const typo = await h.call("GET", "/__sandbox/api-keys?organisation_id=org_demo", { key: null });
    expect(typo.json.errors).toMatchObject([{ pointer: "/query/organisation_id", message: "is not a documented query parameter; did you mean organization_id?" }]);
  });
});

type Operation = { responses: Record<string, unknown> };
const writeMethods = ["post", "put", "delete"] as const;
const writes = Object.entries(doc.paths as Record<string, Partial<Record<(typeof writeMethods)[number], Operation>>>).flatMap(([path, item]) =>
  writeMethods.filter((method) => item[method]).map((method) => [method.toUpperCase(), path] as const),
);

describe("sandbox writes refuse undocumented query parameters before they act", () => {
  it("covers the sandbox's writes", () => {
    expect(writes.map(([method, path]) => `${method} ${path}`)).toEqual(expect.arrayContaining(["POST /__sandbox/reset", "POST /__sandbox/api-keys", "POST /__sandbox/trigger", "DELETE /__sandbox/faults"]));
  });

  it.each(writes)("%s %s answers 400 naming /query/bogus, and documents that 400", async (method, path) => {
    const before = (await h.call("GET", "/__sandbox/api-keys", { key: null })).json;
    const target = path.replace("{id}", "org_demo").replace("{lead_id}", "lead_missing0000").replace("{user_id}", "usr_missing");
    const refused = await h.call(method, `${target}?bogus=1`, { key: null, body: {} });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json).toMatchObject({ code: "validation_failed", errors: [{ pointer: "/query/bogus", message: "is not a documented query parameter" }] });
    expect((await h.call("GET", "/__sandbox/api-keys", { key: null })).json, "nothing changed").toEqual(before);
    expect((doc.paths[path] as Record<string, Operation>)[method.toLowerCase()]!.responses["400"], `sandbox.yaml documents no 400 for ${method} ${path}`).toBeDefined();
  });

  it("refuses a repeated acting organisation instead of acting on the first", async () => {
    const refused = await h.call("POST", "/__sandbox/seed?organization_id=org_demo&organization_id=org_demo", { key: null, body: { properties: 1 } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.errors).toMatchObject([{ pointer: "/query/organization_id" }]);
  });
});
