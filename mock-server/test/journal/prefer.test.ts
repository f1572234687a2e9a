import { afterEach, describe, expect, it } from "vitest";
import type { Operation } from "../../src/contract/operations";
import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine } from "../../src/engine/engine-types";
import { parsePrefer, preferredAnswer } from "../../src/api/prefer";

let engine: Engine;
afterEach(() => engine?.close());

async function start(options = {}) {
  engine = createEngine({ seed: 7, ...options });
  await engine.ready();
  const auth = { authorization: `Bearer ${engine.demo.apiKey}` };
  const call = (path: string, init: RequestInit = {}) =>
    engine.fetch(new Request(`http://lps.test${path}`, { ...init, headers: { ...auth, ...(init.headers as Record<string, string>) } }), { clientIp: "127.0.0.1" });
  return call;
}

const remaining = (response: Response) => Number(/r=(\d+)/.exec(response.headers.get("ratelimit") ?? "")?.[1]);

describe("Prefer: code= and example=", () => {
  it("code=429 on a list answers the documented 429 with Retry-After and RateLimit, and counts nothing", async () => {
    const call = await start();
    const before = remaining(await call("/v1/properties?limit=1"));
    const forced = await call("/v1/properties?limit=1", { headers: { prefer: "code=429" } });
    expect(forced.status).toBe(429);
    expect(forced.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(forced.headers.get("ratelimit")).toMatch(/^"daily";r=0;t=\d+$/);
    expect(forced.headers.get("preference-applied")).toBe("code=429");
    const body = (await forced.json()) as { code: string; request_id: string };
    expect(body.code).toBe("rate_limit_exceeded");
    expect(body.request_id).toBe(forced.headers.get("x-request-id"));
    // The next counted request is one below the first: the forced one was not counted.
    expect(remaining(await call("/v1/properties?limit=1"))).toBe(before - 1);
  });

  it("code=503 says to retry after the second its example states, in the header and the body alike", async () => {
    const call = await start();
    const forced = await call("/v1/properties?limit=1", { headers: { prefer: "code=503" } });
    expect(forced.status).toBe(503);
    const body = (await forced.json()) as { detail: string };
    expect(body.detail).toContain("retry after 1 second");
    expect(forced.headers.get("retry-after")).toBe("1");
  });

  it("code=429's headers agree with its example: Retry-After, RateLimit and RateLimit-Policy", async () => {
    const call = await start();
    const forced = await call("/v1/properties?limit=1", { headers: { prefer: "code=429" } });
    const body = (await forced.json()) as { limit: number; reset_seconds: number };
    expect(forced.headers.get("retry-after")).toBe(String(body.reset_seconds));
    expect(forced.headers.get("ratelimit")).toBe(`"daily";r=0;t=${body.reset_seconds}`);
    expect(forced.headers.get("ratelimit-policy")).toBe(`"daily";q=${body.limit};w=86400`);
  });

  // A forced 429 said "daily limit of 1000" while the same key's RateLimit said 10,000.
  it("code=429 states the caller's own plan in its body and headers, as a real 429 would", async () => {
    const call = await start();
    const counted = await call("/v1/properties?limit=1");
    const policy = counted.headers.get("ratelimit-policy")!;
    const limit = Number(/q=(\d+)/.exec(policy)?.[1]);
    expect(limit).not.toBe(1000);
    const forced = await call("/v1/properties?limit=1", { headers: { prefer: "code=429" } });
    const body = (await forced.json()) as { limit: number; remaining: number; detail: string };
    expect(body).toMatchObject({ limit, remaining: 0 });
    expect(body.detail).toMatch(new RegExp(`^The daily limit of ${limit} requests( of your organisation[^;]*)? is used up; it resets at 00:00 UTC\\.$`));
    expect(forced.headers.get("ratelimit-policy")).toBe(policy);
  });

  it("carries the caller's own quota when the example documents none, counting nothing", async () => {
    const call = await start();
    const counted = await call("/v1/properties?limit=1");
    for (const code of ["503", "200", "404"]) {
      const forced = await call("/v1/properties/prop_missing0000", { headers: { prefer: `code=${code}` } });
      expect(forced.headers.get("ratelimit-policy"), code).toBe(counted.headers.get("ratelimit-policy"));
      expect(forced.headers.get("ratelimit"), code).toBe(counted.headers.get("ratelimit"));
    }
    expect(counted.headers.get("ratelimit-policy")).not.toBe('"daily";q=1000;w=86400');
  });

  it("carries the caller's own quota on the 400 that refuses an undocumented status or example, and names the caller", async () => {
    const call = await start();
    const counted = await call("/v1/properties?limit=1");
    for (const prefer of ["code=418", "example=noSuchExample"]) {
      const refused = await call("/v1/properties?limit=1", { headers: { prefer } });
      expect(refused.status, prefer).toBe(400);
      expect(refused.headers.get("ratelimit-policy"), prefer).toBe(counted.headers.get("ratelimit-policy"));
      expect(refused.headers.get("ratelimit"), prefer).toBe(counted.headers.get("ratelimit"));
    }
    const [entry] = (await engine.journal.query()).data;
    expect(entry?.answer.actor).toMatch(/^key_/);
    // A credential that does not authenticate keeps the anonymous policy.
    const anonymous = await engine.fetch(new Request("http://lps.test/v1/properties", { headers: { prefer: "code=418", authorization: "Bearer lps_sk_wrong" } }), { clientIp: "127.0.0.1" });
    expect(anonymous.headers.get("ratelimit-policy")).toBe('"daily";q=1000;w=86400');
  });

  it("changes no state: a forced answer to a create creates nothing", async () => {
    const call = await start();
    const count = async () => ((await (await call("/v1/leads?limit=100")).json()) as { data: unknown[] }).data.length;
    const leads = await count();
    const forced = await call("/v1/leads", { method: "POST", headers: { prefer: "code=200", "content-type": "application/json" }, body: "{}" });
    expect(forced.status).toBe(200);
    expect(await count()).toBe(leads);
  });

  it("answers 400 naming the documented statuses for an undocumented one", async () => {
    const call = await start();
    const response = await call("/v1/properties", { headers: { prefer: "code=418" } });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: { pointer: string; expected: string }[] };
    expect(problem.errors[0]).toMatchObject({ pointer: "/headers/prefer", expected: "code= one of 200, 400, 401, 403, 429, 500, 503" });
  });

  it("answers 400 for an example name the operation does not document", async () => {
    const call = await start();
    const response = await call("/v1/properties", { headers: { prefer: "example=nope" } });
    expect(response.status).toBe(400);
  });

  it("is ignored with prefer: false (--no-prefer)", async () => {
    const call = await start({ prefer: false });
    expect((await call("/v1/properties?limit=1", { headers: { prefer: "code=429" } })).status).toBe(200);
  });

  it("is marked in the journal, whose check finds the example valid", async () => {
    const call = await start();
    await call("/v1/properties/prop_Missing01", { headers: { prefer: "code=404" } });
    const [entry] = (await engine.journal.query()).data;
    expect(entry).toMatchObject({ status: 404, operation_id: "getProperty", answer: { forced: true }, violations: [] });
  });

  it("journals what was wrong with a call it forced an answer to, judged before the answer", async () => {
    const call = await start();
    await call("/v1/properties?colour=blue", { headers: { prefer: "code=200" } });
    const [entry] = (await engine.journal.query()).data;
    expect(entry).toMatchObject({ status: 200, answer: { forced: true }, violations: [{ pointer: "/query/colour", rule: "openapi.yaml#/paths/~1properties/get/parameters" }] });
  });

  it("journals who asked, so an organisation's view of the journal shows its forced answers", async () => {
    const call = await start();
    await call("/v1/properties/prp_missing", { headers: { prefer: "code=404" } });
    const key = (await engine.exportState()).api_keys.find((k) => k.name === "Demo key")!;
    const [entry] = (await engine.journal.query({ organization_id: "org_demo" })).data;
    expect(entry).toMatchObject({ status: 404, answer: { forced: true, actor: key.id } });
    // A credential that does not authenticate stays anonymous, as on any answer.
    await engine.fetch(new Request("http://lps.test/v1/properties/prp_missing", { headers: { prefer: "code=404", authorization: "Bearer lps_sk_wrong" } }), { clientIp: "127.0.0.1" });
    const [anonymous] = (await engine.journal.query()).data;
    expect(anonymous).toMatchObject({ status: 404, answer: { forced: true, actor: null } });
  });

  it("lets browsers send the header (CORS preflight)", async () => {
    const call = await start();
    const preflight = await call("/v1/properties", { method: "OPTIONS" });
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/\bPrefer\b/);
  });

  it("selects a named example, with or without a code", () => {
    const media = { examples: { empty: { value: { data: [] } }, full: { value: { data: [1] } } } };
    const operation = { id: "listThings", responses: { "200": { content: { "application/json": media } } } } as unknown as Operation;
    expect(preferredAnswer(operation, parsePrefer('example="full"'))).toMatchObject({ status: 200, body: { data: [1] } });
    expect(preferredAnswer(operation, parsePrefer("code=200; example=empty"))).toMatchObject({ body: { data: [] } });
    expect(preferredAnswer(operation, parsePrefer("example=other"))).toMatchObject({ expected: "example= one of empty, full" });
  });
});
