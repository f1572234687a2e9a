import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD, serve, type Served } from "./support/served";

// A small body can nest arrays thousands of levels deep; the engine's walks over a body recurse,
// so such a body used to overflow the stack and answer 500. It is a 400 naming where it went too deep.

describe("deeply nested JSON bodies", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  const post = (path: string, body: string, key: string | null = s.server.apiKey) =>
    fetch(s.server.url + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key !== null && { authorization: `Bearer ${key}` }) },
      body,
    }).then(async (response) => ({ status: response.status, json: (await response.json()) as any }));

  const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

  it.each([
    ["a lead", "/v1/leads", true],
    ["a sandbox body", "/__sandbox/api-keys", false],
  ] as const)("refuses 5,000 levels in %s with a 400 naming the field", async (_label, path, withKey) => {
    const body = JSON.stringify({ ...LEAD, name: "NEST" }).replace('"NEST"', nested(5_000));
    const answer = await post(path, body, withKey ? s.server.apiKey : null);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("validation_failed");
    expect(answer.json.errors).toEqual([expect.objectContaining({ pointer: `/name${"/0".repeat(63)}`, expected: "at most 64 levels of nesting" })]);
  });

  it("reads 64 levels as any other body: the validator answers", async () => {
    const body = JSON.stringify({ ...LEAD, name: "NEST" }).replace('"NEST"', nested(63));
    const answer = await post("/v1/leads", body);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([expect.objectContaining({ pointer: "/name", message: "must be a string" })]);
  });

  it("keeps serving afterwards", async () => {
    expect((await s.call("GET", "/v1/leads")).status).toBe(200);
  });
});
