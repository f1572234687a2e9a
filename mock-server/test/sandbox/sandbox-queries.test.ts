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
