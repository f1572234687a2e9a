import { describe, expect, test } from "vitest";
import { APIPromise, createClient, PagePromise } from "@lps/sdk";
import { API_KEY, BASE, fakeFetch, json } from "./helpers";

const page = { data: [], has_more: false, next_cursor: null };

function setup() {
  const fake = fakeFetch(() => json(200, page));
  const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch: fake.fetch });
  const sent = () => {
    const { request, body } = fake.calls.at(-1)!;
    return `${request.method} ${request.url.slice(BASE.length)}${body ? ` ${body}` : ""}`;
  };
  return { lps, sent };
}

describe("every operation goes to its path", () => {
  const { lps, sent } = setup();
  const lead = { name: "A", email: "a@example.com", preferences: { property_type: "land" as const, price_range: { min: 1, max: 2 } } };
  const property = { type: "land" as const, price: 5, location: { address: "1 Main St", city: "Austin", state: "TX" } };
  const cases: Array<[string, () => PromiseLike<unknown>, string]> = [
    ["leads.create", () => lps.leads.create(lead), `POST /leads ${JSON.stringify(lead)}`],
    ["leads.list", () => lps.leads.list({ limit: 5, status: "qualified" }), "GET /leads?limit=5&status=qualified"],
    ["leads.get", () => lps.leads.get("lead_00000001"), "GET /leads/lead_00000001"],
    ["leads.score", () => lps.leads.score("lead_00000001"), "GET /leads/lead_00000001/score"],
    ["leads.messages", () => lps.leads.messages("lead_00000001", { limit: 2 }), "GET /leads/lead_00000001/messages?limit=2"],
    ["properties.create", () => lps.properties.create(property), `POST /properties ${JSON.stringify(property)}`],
    ["properties.list", () => lps.properties.list({ type: "land", min_price: 10, city: "austin" }), "GET /properties?type=land&min_price=10&city=austin"],
    ["properties.get", () => lps.properties.get("prop_00000001"), "GET /properties/prop_00000001"],
    ["analytics.market", () => lps.analytics.market({ city: "san_francisco", property_type: "residential" }), "GET /analytics/market?city=san_francisco&property_type=residential"],
    ["webhooks.create", () => lps.webhooks.create({ url: "https://crm.example.com/h", events: ["lead.qualified"] }), 'POST /webhooks {"url":"https://crm.example.com/h","events":["lead.qualified"]}'],
    ["webhooks.list", () => lps.webhooks.list(), "GET /webhooks"],
    ["webhooks.get", () => lps.webhooks.get("wh_00000001"), "GET /webhooks/wh_00000001"],
    ["webhooks.delete", () => lps.webhooks.delete("wh_00000001"), "DELETE /webhooks/wh_00000001"],
    ["webhooks.rotateSecret", () => lps.webhooks.rotateSecret("wh_00000001", { overlap_seconds: 0 }), 'POST /webhooks/wh_00000001/rotate-secret {"overlap_seconds":0}'],
    ["webhooks.rotateSecret without body", () => lps.webhooks.rotateSecret("wh_00000001"), "POST /webhooks/wh_00000001/rotate-secret"],
    ["webhooks.deliveries", () => lps.webhooks.deliveries("wh_00000001", { cursor: "cur_1" }), "GET /webhooks/wh_00000001/deliveries?cursor=cur_1"],
    ["webhooks.redeliver", () => lps.webhooks.redeliver("wh_00000001", "dlv_00000001"), "POST /webhooks/wh_00000001/deliveries/dlv_00000001/redeliver"],
  ];
  test.each(cases)("%s", async (_, call, expected) => {
    await call();
    expect(sent()).toBe(expected);
  });

  test("a query string is serialized as the same call through raw serializes it", async () => {
    const query = { city: "San Francisco (CA)", property_type: "residential" } as const;
    await lps.analytics.market(query);
    const viaResource = sent();
    await lps.raw.GET("/analytics/market", { params: { query } });
    expect(viaResource).toBe(sent());
  });

  test("path parameters are encoded", async () => {
    await lps.leads.get("lead_../../admin");
    expect(sent()).toBe("GET /leads/lead_..%2F..%2Fadmin");
  });

  // URL parsing (WHATWG, hence fetch) resolves ".", ".." and their %2e spellings as dot segments,
  // so no encoding keeps them in place: the call is refused before anything is sent.
  test.each<[string, () => unknown, string]>([
    ["leads.get", () => lps.leads.get("."), 'Invalid lead_id: "."'],
    ["leads.get", () => lps.leads.get(""), 'Invalid lead_id: ""'],
    ["leads.score", () => lps.leads.score(".."), 'Invalid lead_id: ".."'],
    ["leads.messages", () => lps.leads.messages(".."), 'Invalid lead_id: ".."'],
    ["properties.get", () => lps.properties.get(".."), 'Invalid property_id: ".."'],
    ["webhooks.delete", () => lps.webhooks.delete(".."), 'Invalid webhook_id: ".."'],
    ["webhooks.redeliver", () => lps.webhooks.redeliver("wh_x", ".."), 'Invalid delivery_id: ".."'],
  ])("%s refuses a path parameter that would address another path: %s", async (_, call, message) => {
    const before = sent();
    // A rejection, as every other failure of a call: never a throw out of the method, which
    // `.catch()` and `Promise.allSettled` would not see.
    let pending: unknown;
    expect(() => (pending = call())).not.toThrow();
    await expect(pending).rejects.toThrow(new TypeError(`${message} would address another path`));
    expect(sent()).toBe(before);
  });

  // From plain JavaScript: `leads.get(undefined)` was sent and answered "No lead has the id undefined".
  test.each<[string, () => unknown, string]>([
    ["leads.get", () => lps.leads.get(undefined as unknown as string), "Invalid lead_id: expected an id string, got undefined"],
    ["leads.score", () => lps.leads.score(null as unknown as string), "Invalid lead_id: expected an id string, got null"],
    ["properties.get", () => lps.properties.get(42 as unknown as string), "Invalid property_id: expected an id string, got number"],
    ["webhooks.redeliver", () => lps.webhooks.redeliver("wh_x", {} as unknown as string), "Invalid delivery_id: expected an id string, got object"],
  ])("%s refuses a missing or non-string id before sending: %s", async (_, call, message) => {
    const before = sent();
    await expect(call()).rejects.toThrow(new TypeError(message));
    expect(sent()).toBe(before);
  });

  test("a refused path parameter reaches Promise.allSettled and for await as a rejection", async () => {
    const [settled] = await Promise.allSettled([lps.leads.get("..")]);
    expect(settled).toMatchObject({ status: "rejected", reason: expect.any(TypeError) });
    const iterate = async () => {
      for await (const message of lps.leads.messages("..")) void message;
    };
    await expect(iterate()).rejects.toThrow('Invalid lead_id: ".." would address another path');
  });

  test("dots inside a path parameter stay", async () => {
    await lps.leads.get("...");
    expect(sent()).toBe("GET /leads/...");
    await lps.webhooks.redeliver("wh_1", "a.b");
    expect(sent()).toBe("POST /webhooks/wh_1/deliveries/a.b/redeliver");
  });
});

describe("withResponse", () => {
  test("gives data, the Response, the request id and the rate-limit state", async () => {
    const { fetch } = fakeFetch(() =>
      json(200, { id: "lead_00000001" }, { "x-request-id": "req_abc12345", ratelimit: '"daily";r=998;t=52000', "ratelimit-policy": '"daily";q=1000;w=86400' }),
    );
    const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch });
    const promise = lps.leads.get("lead_00000001");
    expect(promise).toBeInstanceOf(APIPromise);
    const { data, response, requestId, rateLimit } = await promise.withResponse();
    expect(data).toEqual({ id: "lead_00000001" });
    expect(response.status).toBe(200);
    expect(requestId).toBe("req_abc12345");
    expect(rateLimit).toEqual({ limit: 1000, remaining: 998, resetSeconds: 52000, policy: "daily" });
    expect(await promise).toEqual({ id: "lead_00000001" });
  });

  test("rejects with the typed error, like awaiting does", async () => {
    const { fetch } = fakeFetch(() => json(404, { status: 404, code: "not_found" }));
    const promise = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch, maxRetries: 0 }).leads.get("lead_00000001");
    await expect(promise.withResponse()).rejects.toMatchObject({ status: 404, code: "not_found" });
    await expect(promise).rejects.toMatchObject({ name: "NotFoundError" });
    await expect(promise.catch((e: Error) => e.name)).resolves.toBe("NotFoundError");
  });
});

describe("pagination", () => {
  const ids = Array.from({ length: 7 }, (_, i) => `lead_0000000${i}`);
  function paged() {
    return fakeFetch((request) => {
      const url = new URL(request.url);
      const start = Number(url.searchParams.get("cursor")?.slice(4) ?? 0);
      const limit = Number(url.searchParams.get("limit"));
      const end = Math.min(start + limit, ids.length);
      return json(200, { data: ids.slice(start, end).map((id) => ({ id })), has_more: end < ids.length, next_cursor: end < ids.length ? `cur_${end}` : null });
    });
  }

  test("awaiting a list gives one page", async () => {
    const { fetch, calls } = paged();
    const first = await createClient({ apiKey: API_KEY, baseUrl: BASE, fetch }).leads.list({ limit: 3 });
    expect(first).toEqual({ data: ids.slice(0, 3).map((id) => ({ id })), has_more: true, next_cursor: "cur_3" });
    expect(calls).toHaveLength(1);
  });

  test("for await walks every page, keeping the filters", async () => {
    const { fetch, calls } = paged();
    const list = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch }).leads.list({ limit: 3, status: "new" });
    expect(list).toBeInstanceOf(PagePromise);
    const seen: string[] = [];
    for await (const lead of list) seen.push(lead.id);
    expect(seen).toEqual(ids);
    expect(calls.map((c) => new URL(c.request.url).search)).toEqual(["?limit=3&status=new", "?limit=3&status=new&cursor=cur_3", "?limit=3&status=new&cursor=cur_6"]);
  });

  test("breaking out early fetches no further page", async () => {
    const { fetch, calls } = paged();
    for await (const lead of createClient({ apiKey: API_KEY, baseUrl: BASE, fetch }).leads.messages("lead_00000001", { limit: 3 })) {
      if (lead.id === ids[1]) break;
    }
    expect(calls).toHaveLength(1);
  });

  test("a page claiming more without a cursor ends the walk", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { data: [{ id: "x" }], has_more: true, next_cursor: null }));
    const seen = [];
    for await (const item of createClient({ apiKey: API_KEY, baseUrl: BASE, fetch }).webhooks.list()) seen.push(item);
    expect(seen).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});
