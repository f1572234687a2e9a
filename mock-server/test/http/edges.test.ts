import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, type Harness, harness, leadInput } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await harness({ demoData: true });
});
afterAll(() => h.engine.close());

function expectProblem(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get("content-type")).toBe("application/problem+json");
  expect(answer.json.code).toBe(code);
}

const pointers = (answer: Answer) => (answer.json.errors as { pointer: string }[]).map((issue) => issue.pointer);

describe("query integers are decimal only", () => {
  it.each(["0x10", "0b11", "0o7", "1e1", " 5", "5 ", "+5", "Infinity", ""])("limit=%j → 400 naming /query/limit", async (value) => {
    const answer = await h.call("GET", `/v1/properties?limit=${encodeURIComponent(value)}`);
    expectProblem(answer, 400, "validation_failed");
    expect(pointers(answer)).toEqual(["/query/limit"]);
  });

  it("takes a decimal limit", async () => {
    const answer = await h.call("GET", "/v1/properties?limit=16");
    expect(answer.status).toBe(200);
    expect(answer.json.data).toHaveLength(16);
  });
});

describe("request bodies are UTF-8 application/json only", () => {
  it.each([
    "application/json-patch+json",
    "application/merge-patch+json",
    "application/json; charset=utf-16",
    'application/json; charset="UTF-16LE"',
    "text/plain",
    "application/x-www-form-urlencoded",
  ])("%s → 415 and nothing stored", async (type) => {
    const before = (await h.call("GET", "/v1/leads?limit=100")).json.data.length;
    const answer = await h.call("POST", "/v1/leads", { rawBody: JSON.stringify(leadInput()), headers: { "content-type": type } });
    expectProblem(answer, 415, "unsupported_media_type");
    expect((await h.call("GET", "/v1/leads?limit=100")).json.data.length).toBe(before);
  });

  it.each(["application/json", "application/json; charset=utf-8", 'Application/JSON; Charset="UTF-8"'])("%s is read", async (type) => {
    const answer = await h.call("POST", "/v1/leads", { rawBody: JSON.stringify(leadInput()), headers: { "content-type": type } });
    expect(answer.status).toBe(200);
  });
});

describe("unknown query parameters", () => {
  it("are refused like unknown body fields, each named, next to bad known ones", async () => {
    const typo = await h.call("GET", "/v1/analytics/market?citty=austin");
    expectProblem(typo, 400, "validation_failed");
    expect(pointers(typo)).toContain("/query/citty");
    const mixed = await h.call("GET", "/v1/properties?limit=0x10&colour=red&colour=blue");
    expect(pointers(mixed).sort()).toEqual(["/query/colour", "/query/limit"]);
  });
});

describe("a wrong method on a known path", () => {
  it("answers 405 with Allow listing the contract's methods", async () => {
    const collection = await h.call("PUT", "/v1/leads", { body: {} });
    expectProblem(collection, 405, "method_not_allowed");
    expect(collection.headers.get("allow")?.split(", ").sort()).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
    const item = await h.call("PATCH", "/api/v1/webhooks/wh_12345678", { body: {} });
    expectProblem(item, 405, "method_not_allowed");
    expect(item.headers.get("allow")).toMatch(/DELETE/);
  });
});

describe("injected faults and authentication", () => {
  const addFault = (input: Record<string, unknown>) => h.call("POST", "/__sandbox/faults", { key: null, body: input });
  afterAll(() => h.call("DELETE", "/__sandbox/faults", { key: null }));

  it("answers a bad key 401 while a fault is active, and a good one 503 with Retry-After", async () => {
    await addFault({ route: "/properties", status: 503 });
    expectProblem(await h.call("GET", "/v1/properties", { key: "lps_sk_test_nope" }), 401, "invalid_token");
    expectProblem(await h.call("GET", "/v1/properties", { key: null }), 401, "unauthenticated");
    const outage = await h.call("GET", "/v1/properties");
    expectProblem(outage, 503, "service_unavailable");
    expect(outage.headers.get("retry-after")).toMatch(/^\d+$/);
    await h.call("DELETE", "/__sandbox/faults", { key: null });
  });

  it("strikes before authentication when the fault asks to", async () => {
    const created = await addFault({ route: "/properties", status: 503, before_auth: true });
    expect(created.json.before_auth).toBe(true);
    const outage = await h.call("GET", "/v1/properties", { key: "lps_sk_test_nope" });
    expectProblem(outage, 503, "service_unavailable");
    expect(outage.headers.get("retry-after")).toMatch(/^\d+$/);
    await h.call("DELETE", "/__sandbox/faults", { key: null });
  });

  it("gives a 503 fault a Retry-After and a 500 fault none (the statuses the contract documents)", async () => {
    for (const [status, retryAfter] of [[503, true], [500, false]] as const) {
      await addFault({ status, count: 1 });
      const answer = await h.call("GET", "/v1/leads");
      expect(answer.status).toBe(status);
      expect(answer.headers.get("retry-after") !== null).toBe(retryAfter);
    }
  });
});
