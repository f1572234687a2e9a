import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../src/contract/operations";
import { contractLines } from "../../src/journal/contract-rule";
import { openapiLines } from "../../src/contract/generated/openapi-lines";
import type { Engine } from "../../src/engine/engine-types";
import type { JournalEntry } from "../../src/journal/journal-types";
import { jsonLine, prettyLine, resolveLogMode, useColour } from "../../src/journal/log-format";
import { responseViolations } from "../../src/journal/response-violations";
import { violationReport } from "../../src/adapters/testing/violation-report";
import { type CallOptions, type Harness, ORIGIN, harness } from "../http/harness";

const operation = (id: string) => operations.find((o) => o.id === id)!;
const json = "application/json";

describe("response violations: the server's answer against the contract", () => {
  it("finds a wrong field type, an undocumented status and an undocumented media type", () => {
    const listed = responseViolations(operation("listProperties"), { status: 200, contentType: json, body: JSON.stringify({ data: "x", has_more: false, next_cursor: null }) });
    expect(listed.map((v) => [v.where, v.pointer])).toEqual([["response", "/body/data"]]);
    expect(listed[0]!.rule).toBe("openapi.yaml#/components/schemas/PropertyList/properties/data");
    expect(responseViolations(operation("listProperties"), { status: 418, contentType: json, body: "{}" })[0]).toMatchObject({ pointer: "", message: "status 418 is not documented for listProperties" });
    expect(responseViolations(operation("listProperties"), { status: 200, contentType: "text/html", body: "<p>" })[0]).toMatchObject({ pointer: "/headers/content-type" });
  });

  it("finds nothing in a documented problem", () => {
    const problem = { type: "https://docs.lps.example/errors/not_found", title: "Not found", status: 404, detail: "No property prp_x.", code: "not_found", request_id: "req_abcdefgh12" };
    expect(responseViolations(operation("getProperty"), { status: 404, contentType: "application/problem+json", body: JSON.stringify(problem) })).toEqual([]);
  });
});

describe("request violations: the pipeline's verdict, worded by the journal", () => {
  let lps: Harness;
  beforeAll(async () => {
    lps = await harness({ seed: 1 });
  });
  afterAll(() => lps.engine.close());
  /** The violations the journal recorded for one request. */
  const journaled = async (method: string, path: string, options: CallOptions = {}) => {
    const answer = await lps.call(method, path, options);
    const [entry] = (await lps.engine.journal.query()).data;
    expect(entry?.request_id).toBe(answer.headers.get("x-request-id"));
    return entry!.violations;
  };

  it("names the documented methods of a path called with another", async () => {
    expect((await journaled("PUT", "/v1/properties"))[0]).toMatchObject({ pointer: "", expected: "one of GET, POST" });
    // Answered by GET's route, HEAD is still not what the contract documents (the harness reads
    // bodies, so HEAD goes to the engine itself).
    await lps.engine.fetch(new Request(`${ORIGIN}/v1/properties`, { method: "HEAD", headers: { authorization: `Bearer ${lps.key}` } }), { clientIp: "127.0.0.1" });
    const [head] = (await lps.engine.journal.query()).data;
    expect(head).toMatchObject({ method: "HEAD", violations: [{ message: "HEAD is not documented for /properties" }] });
  });
  it("judges a browser's CORS preflight by the method it asks for, and any other OPTIONS as a call", async () => {
    const preflight = (method: string) => journaled("OPTIONS", "/v1/leads", { key: null, headers: { origin: "http://localhost:5173", "access-control-request-method": method } });
    expect(await preflight("POST")).toEqual([]);
    expect((await preflight("PUT"))[0]).toMatchObject({ message: "a CORS preflight asks for PUT, which is not documented for /leads", expected: "one of GET, POST" });
    expect((await journaled("OPTIONS", "/v1/leads", { key: null }))[0]).toMatchObject({ message: "OPTIONS is not documented for /leads" });
    expect(await journaled("OPTIONS", "/v1/leads", { key: null, headers: { "access-control-request-method": "POST" } })).toHaveLength(1);
  });
  it("names the schema property that rules a wrong body field, or the object for an unknown one", async () => {
    const violations = await journaled("POST", "/v1/leads", { body: { name: "Ada", email: 42, preferences: {}, extra: 1 } });
    const rules = Object.fromEntries(violations.map((v) => [v.pointer, v.rule]));
    expect(rules["/body/email"]).toMatch(/^openapi\.yaml#\/components\/schemas\/\w+\/properties\/email$/);
    expect(rules["/body/extra"]).toMatch(/^openapi\.yaml#\/components\/schemas\/\w+$/);
    expect(contractLines(openapiLines)(rules["/body/email"]!)).toBeGreaterThan(0);
  });

  it("counts characters, not UTF-16 units, against maxLength: 200 emoji are a valid name", async () => {
    const lead = (name: string) => ({ name, email: "a@b.co", preferences: { property_type: "land", price_range: { min: 0, max: 0 }, city: "🏠".repeat(100) } });
    expect(await journaled("POST", "/v1/leads", { body: lead("😀".repeat(200)) })).toEqual([]);
    expect(await journaled("POST", "/v1/leads", { body: lead("😀".repeat(201)) })).toMatchObject([{ pointer: "/body/name", message: "must have at most 200 characters" }]);
  });

  it("finds a path parameter that cannot be an id of its kind, decoded as the router decodes it", async () => {
    const at = (method: string, path: string) => journaled(method, path);
    expect(await at("GET", "/v1/leads/notanid")).toMatchObject([{ where: "request", pointer: "/path/lead_id", rule: "openapi.yaml#/paths/~1leads~1{lead_id}/get/parameters" }]);
    expect((await at("GET", "/v1/leads/notanid"))[0]!.message).toMatch(/^must match/);
    expect(await at("GET", "/v1/leads/%0A%22%7D")).toMatchObject([{ pointer: "/path/lead_id" }]);
    expect(await at("GET", "/v1/leads/%E0%A4%A")).toMatchObject([{ pointer: "/path/lead_id" }]);
    expect(await at("DELETE", "/api/v1/webhooks/notanid")).toMatchObject([{ pointer: "/path/webhook_id" }]);
    expect((await at("POST", "/v1/webhooks/wh_aB3aB3aB3/deliveries/nope/redeliver")).map((v) => v.pointer)).toEqual(["/path/delivery_id"]);
  });

  it("finds nothing in a valid id of every kind a path takes", async () => {
    const ids: Record<string, string> = { property_id: "prop_aB3aB3aB3", lead_id: "lead_0123456789abcdef", webhook_id: "wh_ZZZZZZZZ", delivery_id: "dlv_aB3aB3aB3aB3aB3a" };
    const withPath = operations.filter((o) => o.parameters.some((p) => p.in === "path"));
    expect(withPath.length).toBeGreaterThan(5);
    for (const o of withPath) {
      const path = "/v1" + o.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? "unknown-parameter");
      const found = await journaled(o.method, path, o.body ? { body: {} } : {});
      expect(found.filter((v) => v.pointer.startsWith("/path/")), `${o.method} ${path}`).toEqual([]);
    }
  });

  it("leaves paths outside openapi.yaml alone", async () => {
    expect(await journaled("GET", "/healthz")).toEqual([]);
  });
  it("finds a missing required header parameter", async () => {
    const withHeader = operations.find((o) => o.parameters.some((p) => p.in === "header" && p.required));
    if (!withHeader) return;
    const path = "/v1" + withHeader.path.replace(/\{[^}]+\}/g, "x1");
    expect((await journaled(withHeader.method, path, { body: {} })).some((v) => v.pointer.startsWith("/headers/"))).toBe(true);
  });
});

describe("request violations over HTTP", () => {
  it("journals a malformed path id beside the 404 the server still answers", async () => {
    const { startTestServer } = await import("../../src/adapters/testing");
    const lps = await startTestServer();
    try {
      const response = await fetch(`${lps.baseUrl}/leads/notanid`, { headers: { authorization: `Bearer ${lps.apiKey}` } });
      expect(response.status).toBe(404);
      const [entry] = await lps.requests();
      expect(entry?.violations).toMatchObject([{ where: "request", pointer: "/path/lead_id", line: expect.any(Number) }]);
    } finally {
      await lps.close();
    }
  });

});

const entry = (over: Partial<JournalEntry> = {}): JournalEntry => ({
  request_id: "req_test0001",
  time: "2026-11-24T14:03:07.412Z",
  method: "POST",
  path: "/v1/leads",
  status: 400,
  duration_ms: 1.234,
  operation_id: "createLead",
  request: { method: "POST", path: "/v1/leads", query: {}, headers: {}, body: { email: 5 } },
  answer: { operation_id: "createLead", actor: "key_1", status: 400, headers: {}, body: null, duration_ms: 1.234, forced: false },
  violations: [{ where: "request", pointer: "/body/email", message: "must be a string", expected: "string", rule: "openapi.yaml#/paths/~1leads/post/requestBody" }],
  ...over,
});

describe("readable output", () => {
  it("reports a violation like a diff: request, pointer, expected, received, rule", () => {
    expect(violationReport([entry()])).toBe(
      [
        "1 contract violation in 1 request (openapi.yaml):",
        "",
        "POST /v1/leads → 400  (req_test0001, createLead)",
        "  ✗ /body/email  must be a string",
        "    - expected: string",
        "    + received: 5 (number)",
        "      rule:     openapi.yaml#/paths/~1leads/post/requestBody",
      ].join("\n"),
    );
  });

  it("prints a pretty line, coloured only when asked, with the first violation under it", () => {
    const plain = prettyLine(entry(), false);
    expect(plain).toBe("14:03:07.412  POST    /v1/leads  400  1.2 ms  createLead  ✗ 1 violation\n             request /body/email must be a string (expected string)");
    expect(prettyLine(entry(), true)).toContain("\u001b[33m400\u001b[0m");
    expect(prettyLine(entry({ violations: [] }), false)).not.toContain("\n");
  });

  it("prints JSON lines that parse, and picks modes and colour as the terminal and NO_COLOR say", () => {
    expect(JSON.parse(jsonLine(entry()))).toMatchObject({ method: "POST", status: 400, violations: [{ pointer: "/body/email" }] });
    expect(resolveLogMode(undefined, true)).toBe("pretty");
    expect(resolveLogMode(undefined, false)).toBe("json");
    expect(resolveLogMode("off", true)).toBe("off");
    expect(useColour(true, {})).toBe(true);
    expect(useColour(true, { NO_COLOR: "1" })).toBe(false);
    expect(useColour(false, {})).toBe(false);
  });
});

const fileLines = readFileSync(new URL("../../../openapi.yaml", import.meta.url), "utf8").split("\n");

describe("the contract line of a rule", () => {
  it("finds the line of openapi.yaml a rule points at, or none", () => {
    const contractLine = contractLines(openapiLines);
    const line = contractLine("openapi.yaml#/paths/~1leads/post/requestBody")!;
    expect(fileLines[line - 1]).toBe("      requestBody:");
    expect(fileLines.slice(0, line).reverse().find((l) => /^ {2}\S/.test(l))).toBe("  /leads:");
    const status = contractLine("openapi.yaml#/paths/~1leads/post/responses/200")!;
    expect(fileLines[status - 1]).toBe('        "200":');
    expect(contractLine("openapi.yaml#/paths/~1nowhere/get")).toBeUndefined();
  });

  it("is generated from the file as it stands: quoted keys, list parameters, schemas' properties", () => {
    const contractLine = contractLines(openapiLines);
    const parameters = contractLine("openapi.yaml#/paths/~1leads~1{lead_id}/get/parameters")!;
    expect(fileLines[parameters - 1]).toBe("      parameters:");
    const property = contractLine("openapi.yaml#/components/schemas/PropertyList/properties/data")!;
    expect(fileLines[property - 1]).toBe("        data:");
    expect(contractLine("openapi.yaml#/components/schemas/PropertyList/properties/nowhere")).toBeUndefined();
    expect(contractLine("no rule")).toBeUndefined();
  });

  it("is each journal violation's line when the host has the file (the Node server, the MSW handlers in Node), absent in the browser build", async () => {
    const { createEngine } = await import("../../src/adapters/node/create-engine");
    const { createHandlers } = await import("../../src/adapters/msw/browser");
    const { createHandlers: createNodeHandlers } = await import("../../src/adapters/msw/index");
    const lines = async (engine: Engine) => {
      const body = JSON.stringify({ name: "Ada", email: 42, preferences: { property_type: "residential", price_range: { min: 1, max: 2 } } });
      const headers = { authorization: `Bearer ${engine.demo.apiKey}`, "content-type": "application/json" };
      await engine.fetch(new Request("http://lps.test/v1/leads", { method: "POST", headers, body }), { clientIp: "127.0.0.1" });
      const [entry] = (await engine.journal.query()).data;
      return entry!.violations.map((v) => [v.pointer, v.line]);
    };
    const node = createEngine({ seed: 1, demoData: false });
    const { engine: msw } = createHandlers({ seed: 1, demoData: false });
    const { engine: mswNode } = createNodeHandlers({ seed: 1, demoData: false });
    try {
      const [[pointer, line]] = (await lines(node)) as [[string, number]];
      expect(pointer).toBe("/body/email");
      expect(fileLines[line - 1]).toBe("        email:");
      expect(fileLines.slice(0, line).reverse().find((l) => /^ {4}\S/.test(l))).toBe("    LeadCreate:");
      expect(await lines(mswNode)).toEqual([["/body/email", line]]);
      expect(await lines(msw)).toEqual([["/body/email", undefined]]);
    } finally {
      await Promise.all([node.close(), msw.close(), mswNode.close()]);
    }
  });
});

describe("undocumented paths outside the API base", () => {
  it("are violations when no route answers them", async () => {
    const { createEngine } = await import("../../src/adapters/node/create-engine");
    const engine = createEngine({ seed: 1, demoData: false });
    try {
      await engine.fetch(new Request("http://lps.test/properties"), { clientIp: "127.0.0.1" });
      await engine.fetch(new Request("http://lps.test/healthz"), { clientIp: "127.0.0.1" });
      const { data } = await engine.journal.query();
      expect(data.map((e) => [e.path, e.violations.map((v) => v.message)])).toEqual([
        ["/healthz", []],
        ["/properties", ["GET /properties is not a documented path"]],
      ]);
    } finally {
      await engine.close();
    }
  });
});
