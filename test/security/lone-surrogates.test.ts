import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD, serve, type Served } from "./support/served";

// Issue 23 item 12: strings holding half a surrogate pair are refused with 400 naming the field,
// instead of being stored and breaking later lists in JSON tools.

describe("unpaired surrogates in JSON bodies", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  // Raw JSON text: JSON.stringify would keep the escape, but the point is the escape itself.
  const post = (path: string, body: string, key?: string | null) =>
    fetch(s.server.url + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key !== null && { authorization: `Bearer ${key ?? s.server.apiKey}` }) },
      body,
    }).then(async (response) => ({ status: response.status, json: (await response.json()) as any }));

  it.each([
    ["a high half", "\\ud800"],
    ["a low half", "\\udfff"],
    ["a reversed pair", "\\udc00\\ud800"],
  ])("refuses %s in a lead's name, naming /name", async (_label, escape) => {
    const body = JSON.stringify(LEAD).replace('"Katherine Johnson"', `"Kat${escape}"`);
    const answer = await post("/v1/leads", body);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([expect.objectContaining({ pointer: "/name" })]);
    expect((await s.call("GET", "/v1/leads")).json.data).toEqual([]);
  });

  it("refuses one in a sandbox API body too", async () => {
    const body = JSON.stringify({ name: "k", scopes: ["leads.read"] }).replace('"k"', '"k\\udbff"');
    const answer = await post("/__sandbox/api-keys", body, null);
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].pointer).toBe("/name");
  });

  it("refuses one in a member name", async () => {
    const answer = await post("/v1/leads", JSON.stringify(LEAD).replace('"phone"', '"ph\\ud800"'));
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([expect.objectContaining({ pointer: "/ph\ud800", message: expect.stringMatching(/unpaired/) })]);
  });

  it("refuses one in an OAuth JSON parameter", async () => {
    const answer = await post("/oauth/token", '{"grant_type":"authorization_code","code":"a\\ud800"}', null);
    expect(answer.status).toBe(400);
    expect(answer.json.error_description).toMatch(/"code" holds an unpaired/);
  });

  it("accepts a well-formed pair (the test is not vacuous)", async () => {
    const body = JSON.stringify(LEAD).replace('"Katherine Johnson"', '"Kat \\ud83d\\ude00"');
    const answer = await post("/v1/leads", body);
    expect(answer.status).toBe(200);
    expect(answer.json.name).toBe("Kat 😀");
  });
});
