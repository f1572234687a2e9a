import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, leadInput, propertyInput } from "./harness";
import { contractErrors } from "../contract/response-validator";

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

const leadCount = async () => (await h.call("GET", "/v1/leads?limit=100")).json.data.length as number;

function expectProblem(answer: { status: number; headers: Headers; json: Record<string, unknown> }, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get("content-type")).toBe("application/problem+json");
  expect(answer.json).toMatchObject({ status, code, type: `https://docs.lps.example/errors/${code}` });
  expect(answer.json.request_id).toBe(answer.headers.get("x-request-id"));
  expect(typeof answer.json.title).toBe("string");
}

describe("validation", () => {
  it("lists every bad body field with its pointer and what was expected, and stores nothing", async () => {
    const before = await leadCount();
    const answer = await h.call("POST", "/v1/leads", {
      body: {
        name: "",
        email: "not-an-email",
        phone: "555",
        preferences: { property_type: "castle", price_range: { min: -1, max: "lots" }, colour: "red" },
        extra: true,
      },
    });
    expectProblem(answer, 400, "validation_failed");
    const pointers = answer.json.errors.map((e: { pointer: string }) => e.pointer).sort();
    expect(pointers).toEqual(
      [
        "/email",
        "/extra",
        "/name",
        "/phone",
        "/preferences/colour",
        "/preferences/price_range/max",
        "/preferences/price_range/min",
        "/preferences/property_type",
      ].sort(),
    );
    for (const issue of answer.json.errors) {
      expect(issue.message.length).toBeGreaterThan(0);
      expect(typeof issue.expected).toBe("string");
    }
    expect(contractErrors("createLead", 400, "application/problem+json", answer.json)).toEqual([]);
    expect(await leadCount()).toBe(before);
  });

  it("names missing required fields", async () => {
    const answer = await h.call("POST", "/v1/properties", { body: { location: { address: "1 A St", city: "Austin" } } });
    expectProblem(answer, 400, "validation_failed");
    const byPointer = Object.fromEntries(answer.json.errors.map((e: { pointer: string; message: string }) => [e.pointer, e.message]));
    expect(byPointer).toMatchObject({ "/type": "is required", "/price": "is required", "/location/state": "is required" });
  });

  it("refuses a price range whose min exceeds its max, as the contract documents", async () => {
    const body = leadInput({ preferences: { property_type: "residential", price_range: { min: 2_000_000, max: 1_000_000 } } });
    const answer = await h.call("POST", "/v1/leads", { body });
    expectProblem(answer, 400, "validation_failed");
    expect(answer.json.errors).toEqual([{ pointer: "/preferences/price_range", message: "min must not exceed max", expected: "min <= max" }]);
  });

  it("reports bad query parameters under /query", async () => {
    const answer = await h.call("GET", "/v1/properties?limit=0&min_price=cheap&type=castle&min_bedrooms=2.5");
    expectProblem(answer, 400, "validation_failed");
    const pointers = answer.json.errors.map((e: { pointer: string }) => e.pointer).sort();
    expect(pointers).toEqual(["/query/limit", "/query/min_bedrooms", "/query/min_price", "/query/type"]);
    expect(contractErrors("listProperties", 400, "application/problem+json", answer.json)).toEqual([]);
  });

  it("refuses a limit above 100 and a cursor it did not issue", async () => {
    const answer = await h.call("GET", "/v1/leads?limit=101");
    expect(answer.json.errors[0]).toMatchObject({ pointer: "/query/limit", expected: "number <= 100" });
    const cursor = await h.call("GET", "/v1/leads?cursor=forged");
    expectProblem(cursor, 400, "validation_failed");
    expect(cursor.json.errors[0].pointer).toBe("/query/cursor");
  });

  it("refuses an Idempotency-Key longer than the contract allows", async () => {
    const answer = await h.call("POST", "/v1/properties", { body: propertyInput(), headers: { "idempotency-key": "k".repeat(256) } });
    expectProblem(answer, 400, "validation_failed");
    expect(answer.json.errors[0].pointer).toBe("/headers/Idempotency-Key");
  });
});

describe("malformed requests", () => {
  it("answers 400 malformed_json for text that is not JSON", async () => {
    const answer = await h.call("POST", "/v1/leads", { rawBody: '{"name": "Maya",', headers: { "content-type": "application/json" } });
    expectProblem(answer, 400, "malformed_json");
  });

  it("answers 415 for a body sent as another media type, and accepts +json and charset", async () => {
    const answer = await h.call("POST", "/v1/properties", { rawBody: JSON.stringify(propertyInput()), headers: { "content-type": "text/plain" } });
    expectProblem(answer, 415, "unsupported_media_type");
    const charset = await h.call("POST", "/v1/properties", {
      rawBody: JSON.stringify(propertyInput()),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(charset.status).toBe(200);
  });

  it("answers 400 when a required body is missing", async () => {
    const answer = await h.call("POST", "/v1/leads");
    expectProblem(answer, 400, "validation_failed");
  });

  it("answers 413 for a declared length over 1 MiB", async () => {
    const big = JSON.stringify({ ...propertyInput(), description: "x".repeat(1024 * 1024) });
    const answer = await h.call("POST", "/v1/properties", { rawBody: big, headers: { "content-type": "application/json" } });
    expectProblem(answer, 413, "payload_too_large");
  });

  it("answers 413 for a streamed body without Content-Length once it passes 1 MiB", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const answer = await h.call("POST", "/v1/properties", { rawBody: stream, headers: { "content-type": "application/json" } });
    expectProblem(answer, 413, "payload_too_large");
    expect(sent).toBeLessThan(40);
  });
});

describe("not found", () => {
  it("answers 404 not_found for an unknown id and for one that cannot be an id", async () => {
    for (const path of ["/v1/leads/lead_0000000000000000", "/v1/leads/nope", "/v1/properties/prop_00000000", "/v1/webhooks/wh_00000000"]) {
      const answer = await h.call("GET", path);
      expectProblem(answer, 404, "not_found");
    }
  });

  it("answers 404 route_not_found for an unknown route, with the headers of every answer", async () => {
    for (const [method, path] of [["GET", "/v1/nothing"], ["GET", "/v2/leads"], ["DELETE", "/v1/leads/x/y/z"]] as const) {
      const answer = await h.call(method, path);
      expectProblem(answer, 404, "route_not_found");
      expect(answer.headers.get("ratelimit-policy")).toMatch(/^"daily";q=\d+;w=86400$/);
    }
  });
});

/**
 * Runs `call` with a clock that throws once, standing in for any bug inside an operation, and
 * gives what the server printed on stderr meanwhile.
 */
async function withOneBug(call: () => Promise<unknown>): Promise<unknown[][]> {
  const original = h.engine.clock.now;
  let broken = true;
  h.engine.clock.now = () => {
    if (broken) {
      broken = false;
      throw new Error("boom");
    }
    return original();
  };
  const errors: unknown[][] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    await call();
  } finally {
    console.error = log;
    h.engine.clock.now = original;
  }
  return errors;
}

describe("unexpected errors", () => {
  it("answers 500 internal_error with the request id and keeps serving", async () => {
    const errors = await withOneBug(async () => {
      const answer = await h.call("POST", "/v1/properties", { body: propertyInput() });
      expectProblem(answer, 500, "internal_error");
      expect(answer.text).not.toContain("boom");
    });
    expect(errors.length).toBe(1);
    const after = await h.call("GET", "/v1/properties");
    expect(after.status).toBe(200);
  });

  it("prints a credential pasted into the path as its fingerprint", async () => {
    const key = h.engine.demo.apiKey;
    const errors = await withOneBug(async () => expectProblem(await h.call("GET", `/v1/leads/${key}`), 500, "internal_error"));
    const line = String(errors[0]?.[0]);
    expect(line).toMatch(/unexpected error in GET \/v1\/leads\/\[redacted sha256:[0-9a-f]{12}\]/);
    expect(line).not.toContain(key);
  });
});

describe("cross-cutting headers", () => {
  it("answers CORS preflights and exposes the headers clients read", async () => {
    const answer = await h.call("OPTIONS", "/v1/leads", {
      key: null,
      headers: { origin: "http://app.test", "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type,idempotency-key" },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key");
    const simple = await h.call("GET", "/v1/leads", { headers: { origin: "http://app.test" } });
    const exposed = simple.headers.get("access-control-expose-headers")?.toLowerCase() ?? "";
    for (const name of ["ratelimit", "ratelimit-policy", "retry-after", "x-request-id", "idempotent-replayed"]) expect(exposed).toContain(name);
  });

  it("serves /healthz and /openapi.yaml with request ids", async () => {
    const health = await h.call("GET", "/healthz", { key: null });
    expect(health.json).toEqual({ status: "ok" });
    const spec = await h.call("GET", "/openapi.yaml", { key: null });
    expect(spec.status).toBe(200);
    expect(spec.headers.get("content-type")).toContain("yaml");
    expect(spec.text).toMatch(/^openapi: 3\.1\.0\n/);
    expect(health.headers.get("x-request-id")).not.toBe(spec.headers.get("x-request-id"));
  });
});
