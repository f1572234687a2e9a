// A library must not change the globals of the process that imports it: neither
// startMockServer() nor createEngine() touches one, while serving or after. (Only the `lps-mock`
// CLI, which owns its process, swaps `Response`: cli/lps-mock.ts.)
import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";
import { startMockServer } from "../../src/adapters/node/start-mock-server";

type Snapshot = Map<PropertyKey, PropertyDescriptor>;

/**
 * Every own key of the global object (names and symbols) with its descriptor. Node defines some
 * globals lazily (a getter that redefines itself as a value when first read), so each is read once
 * before: that is Node's doing, on whoever reads it first, not a change by the library.
 */
function globalsNow(): Snapshot {
  const global = globalThis as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(global)) {
    try {
      void global[key];
    } catch {
      // A getter that throws is compared by its descriptor all the same.
    }
  }
  return new Map(Reflect.ownKeys(global).map((key) => [key, Object.getOwnPropertyDescriptor(global, key)!]));
}

/** The keys added, removed or changed (value, accessor or attribute, compared by identity). */
function changes(before: Snapshot, after: Snapshot): string[] {
  const fields = ["value", "get", "set", "writable", "enumerable", "configurable"] as const;
  const changed: string[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [before.get(key), after.get(key)];
    if (!was || !is) changed.push(`${String(key)} ${was ? "removed" : "added"}`);
    else if (fields.some((field) => !Object.is(was[field], is[field]))) changed.push(`${String(key)} changed`);
  }
  return changed;
}

/** A request over node:http: fetch would define undici's dispatcher on the global object itself. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      res.resume().on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject).end(init.body);
  });
}

const lead = JSON.stringify({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+14155550100",
  preferences: { property_type: "residential", price_range: { min: 500_000, max: 900_000 } },
});
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("the caller's globals", () => {
  it("are as startMockServer() found them, while it serves and after it stops", async () => {
    const before = globalsNow();
    const server = await startMockServer({ seed: 7 });
    stops.push(() => server.stop());
    const auth = { authorization: `Bearer ${server.apiKey}` };
    const json = { ...auth, "content-type": "application/json" };

    expect(await send(`${server.baseUrl}/properties?limit=20`, { headers: auth })).toBe(200);
    expect(await send(`${server.baseUrl}/leads`, { method: "POST", headers: json, body: lead })).toBe(200);
    expect(await send(`${server.url}/healthz`)).toBe(200);
    expect(await send(`${server.url}/openapi.yaml`)).toBe(200);
    expect(await send(`${server.baseUrl}/leads`, { headers: {} })).toBe(401);

    expect(changes(before, globalsNow()), "while serving").toEqual([]);
    expect(globalThis.Response).toBe(before.get("Response")!.value);
    await stops.pop()!();
    expect(changes(before, globalsNow()), "after stopping").toEqual([]);
  });

  it("are as createEngine() found them, while its fetch answers and after it closes", async () => {
    const before = globalsNow();
    const engine = createEngine({ seed: 7 });
    stops.push(() => engine.close());
    await engine.ready();
    const auth = { authorization: `Bearer ${engine.demo.apiKey}` };

    const listed = await engine.fetch(new Request("http://mock.test/v1/properties?limit=20", { headers: auth }), { clientIp: "127.0.0.1" });
    expect(listed.status).toBe(200);
    await listed.text();
    const created = await engine.fetch(
      new Request("http://mock.test/v1/leads", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: lead }),
      { clientIp: "127.0.0.1" },
    );
    expect(created.status).toBe(200);

    expect(changes(before, globalsNow()), "while serving").toEqual([]);
    await stops.pop()!();
    expect(changes(before, globalsNow()), "after closing").toEqual([]);
  });
});
