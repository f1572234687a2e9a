import { describe, expect, test } from "vitest";
import { createClient } from "@lps/sdk";
import { API_KEY, BASE, fakeFetch, json } from "./helpers";

// `raw` carries openapi-fetch's types, so it must send and read what openapi-fetch would for the
// same arguments, although it goes through the resource methods' path and not openapi-fetch.

const LEAD = { name: "A", email: "a@example.com", preferences: { property_type: "land" as const, price_range: { min: 1, max: 2 } } };

function setup(reply: () => Response = () => json(200, { ok: true }), headers?: Record<string, string>) {
  const fake = fakeFetch(reply);
  const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch: fake.fetch, maxRetries: 0, headers });
  return { lps, last: () => fake.calls.at(-1)! };
}

describe("what raw sends", () => {
  test("headers: the client's, then the call's `headers`, then `params.header`, each overriding the one before", async () => {
    const { lps, last } = setup(undefined, { "X-Client": "client", "X-Shared": "client" });
    await lps.raw.GET("/leads", {
      headers: { "X-Shared": "call", "X-Call": "call", "X-List": ["a", "b"] },
      params: { header: { "X-Call": "param" } } as never,
    });
    const { headers } = last().request;
    expect([headers.get("x-client"), headers.get("x-shared"), headers.get("x-call"), headers.get("x-list")]).toEqual(["client", "call", "param", "a, b"]);
  });

  test("a JSON body with its content-type, which the call's own content-type overrides", async () => {
    const { lps, last } = setup();
    await lps.raw.POST("/leads", { body: LEAD });
    expect([last().request.headers.get("content-type"), last().body]).toEqual(["application/json", JSON.stringify(LEAD)]);
    await lps.raw.POST("/leads", { body: LEAD, headers: { "Content-Type": "application/merge-patch+json" } });
    expect(last().request.headers.get("content-type")).toBe("application/merge-patch+json");
  });

  test("no body and no content-type when the call has none", async () => {
    const { lps, last } = setup();
    await lps.raw.GET("/leads");
    expect([last().request.headers.get("content-type"), last().body]).toEqual([null, ""]);
  });

  test("request(method, …) upper-cases the method; a query skips undefined members and repeats an array's name", async () => {
    const { lps, last } = setup();
    await lps.raw.request("get", "/leads", { params: { query: { limit: 5, cursor: undefined, status: ["new", "qualified"] } as never } });
    expect(`${last().request.method} ${last().request.url.slice(BASE.length)}`).toBe("GET /leads?limit=5&status=new&status=qualified");
  });
});

describe("what raw reads", () => {
  test.each([
    ["a 204", () => new Response(null, { status: 204 })],
    ["an empty JSON body", () => new Response("", { status: 200, headers: { "content-type": "application/json" } })],
  ])("%s: `data` is undefined", async (_, reply) => {
    const { lps } = setup(reply);
    const result = await lps.raw.DELETE("/webhooks/{webhook_id}", { params: { path: { webhook_id: "wh_00000001" } } });
    expect(result.data).toBeUndefined();
    expect(result.response.ok).toBe(true);
  });

  test("a HEAD has no data, whatever the answer says", async () => {
    const { lps } = setup();
    expect((await lps.raw.HEAD("/leads" as never)).data).toBeUndefined();
  });

  test("each parseAs gets the body as it asked", async () => {
    const { lps } = setup(() => json(200, { ok: true }));
    expect((await lps.raw.GET("/leads")).data).toEqual({ ok: true });
    expect(await (await lps.raw.GET("/leads", { parseAs: "blob" })).data!.text()).toBe('{"ok":true}');
    expect(new TextDecoder().decode((await lps.raw.GET("/leads", { parseAs: "arrayBuffer" })).data!)).toBe('{"ok":true}');
    expect(await new Response((await lps.raw.GET("/leads", { parseAs: "stream" })).data).text()).toBe('{"ok":true}');
  });
});
