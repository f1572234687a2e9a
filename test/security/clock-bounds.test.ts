import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../mock-server/src/domain/clock/clock";
import { type MockServer, startMockServer } from "../../mock-server/src/index";
import { leadInput } from "../../mock-server/test/http/harness";

// Issue 23 item 3: a clock moved past what the platform can write bricked the server.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(server: MockServer, method: string, path: string, body?: unknown, key: string | null = null) {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type"), json: (text ? JSON.parse(text) : undefined) as Json };
}

const LEAD = leadInput();

describe("moving the sandbox clock out of range", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, demoData: false, seed: 3 });
  });
  afterAll(() => server.stop());

  const now = async () => (await call(server, "GET", "/__sandbox/clock")).json.now as string;

  it.each([
    [{ advance_seconds: 1e13 }, "/advance_seconds"],
    [{ advance_seconds: 1e300 }, "/advance_seconds"],
    [{ set: "1969-12-31T23:59:59Z" }, "/set"],
    [{ set: "0001-01-01T00:00:00Z" }, "/set"],
  ])("refuses %j with 400 naming the field, and leaves the clock", async (move, pointer) => {
    const before = Date.parse(await now());
    const answer = await call(server, "POST", "/__sandbox/clock", move);
    expect(answer.status).toBe(400);
    expect(answer.type).toContain("application/problem+json");
    expect(answer.json.errors.map((e: Json) => e.pointer)).toEqual([pointer]);
    expect(Math.abs(Date.parse(await now()) - before)).toBeLessThan(60_000);
  });

  it("accepts the last representable instant, then keeps serving and resets", async () => {
    expect((await call(server, "POST", "/__sandbox/clock", { set: "9999-12-31T23:59:59Z" })).json.now).toBe("9999-12-31T23:59:59.000Z");
    expect((await call(server, "GET", "/healthz")).status).toBe(200);
    expect((await call(server, "POST", "/v1/leads", LEAD, server.apiKey)).status).toBe(200);
    expect((await call(server, "POST", "/__sandbox/reset")).status).toBe(200);
    expect((await call(server, "GET", "/healthz")).status).toBe(200);
  });
});

describe("a reset that fails", () => {
  // A caller-supplied clock has no bounds and no real time: the one way left to break a reset.
  let ms = Date.UTC(2026, 10, 2, 9);
  const clock: Clock = { now: () => ms, advance: (d) => (ms += d), set: (to) => (ms = to) };
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, demoData: false, seed: 3, scoringDelayMs: 0, clock });
  });
  afterAll(() => server.stop());

  it("answers 500 with a problem and leaves the previous state serving", async () => {
    const lead = await call(server, "POST", "/v1/leads", LEAD, server.apiKey);
    expect(lead.status).toBe(200);
    ms = 1e17;
    const reset = await call(server, "POST", "/__sandbox/reset");
    expect(reset.status).toBe(500);
    expect(reset.type).toContain("application/problem+json");
    expect(reset.json).toMatchObject({ status: 500, code: "internal_error" });
    expect(reset.json.detail).toMatch(/previous state is still serving/);
    ms = Date.UTC(2026, 10, 2, 10);
    expect((await call(server, "GET", "/healthz")).status).toBe(200);
    expect((await call(server, "GET", `/v1/leads/${lead.json.id}`, undefined, server.apiKey)).status).toBe(200);
    expect((await call(server, "POST", "/__sandbox/reset")).status).toBe(200);
    expect((await call(server, "GET", `/v1/leads/${lead.json.id}`, undefined, server.apiKey)).status).toBe(404);
  });

  it("refuses {real: true} on a clock that cannot return to real time", async () => {
    const answer = await call(server, "POST", "/__sandbox/clock", { real: true });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.map((e: Json) => e.pointer)).toEqual(["/real"]);
  });
});
