import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../mock-server/src/adapters/node/create-engine";
import type { Engine } from "../../mock-server/src/engine/engine-types";
import { type PastBound, boundedFields } from "./past-bound";
import { arbitraryFor } from "./schema-arbitrary";
import { collections, operations, root, type Operation, type Schema } from "./operations";

// Fixed so a CI failure can be replayed; override with FUZZ_SEED, size with FUZZ_RUNS.
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const local = { clientIp: "127.0.0.1" };

let engine: Engine;
let key: string;
const created = new Map<string, Set<string>>(Object.values(collections).map((c) => [c, new Set()]));

const call = (path: string, init: RequestInit = {}) =>
  engine.fetch(new Request(`http://127.0.0.1:4010${path}`, init), local);

beforeAll(async () => {
  // Deliveries go to a stub: generated webhook URLs must never reach a real host.
  const deliveryFetch = async () => new Response('{"received":true}', { status: 200 });
  engine = createEngine({ seed: 3, demoData: false, webhookTimeScale: 0.0001, deliveryFetch });
  const res = await call("/__sandbox/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "fuzz", plan: "enterprise", daily_limit: 1_000_000_000 }),
  });
  key = ((await res.json()) as { key: string }).key;
});
afterAll(() => engine.close());

type Mode = "valid" | "drop-required" | "wrong-type" | "extra-field" | "past-bound" | "bad-json" | "text-body" | "bad-query" | "no-auth" | "bad-token";
const modes: Mode[] = ["valid", "valid", "valid", "drop-required", "wrong-type", "extra-field", "past-bound", "past-bound", "bad-json", "text-body", "bad-query", "no-auth", "bad-token"];

/** The bounded field a past-bound case pushes over, if the operation's body has one. */
function pastBound(op: Operation, pick: number): PastBound | undefined {
  const fields = op.body ? boundedFields(op.body as Schema, root) : [];
  return fields[pick % Math.max(fields.length, 1)];
}

function mutate(body: unknown, mode: Mode, pick: number, op: Operation): unknown {
  if (typeof body !== "object" || body === null) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const past = mode === "past-bound" ? pastBound(op, pick) : undefined;
  if (past) copy[past.field] = past.value;
  const keys = Object.keys(copy);
  const k = keys[pick % Math.max(keys.length, 1)];
  if (mode === "drop-required" && k) delete copy[k];
  if (mode === "wrong-type" && k) copy[k] = typeof copy[k] === "string" ? 12345 : "not-the-right-type";
  if (mode === "extra-field") copy.unexpected_field = true;
  return copy;
}

const requestArb = (op: Operation) =>
  fc.record({
    op: fc.constant(op),
    prefix: fc.constantFrom("/v1", "/api/v1"),
    mode: fc.constantFrom(...modes),
    pick: fc.nat(),
    query: fc.record(Object.fromEntries(op.query.map((q) => [q.name, arbitraryFor(q.schema, root)])), { requiredKeys: [] }),
    pathValues: fc.tuple(...op.pathParams.map((p) => arbitraryFor(p.schema, root))),
    body: op.body ? arbitraryFor(op.body as Schema, root) : fc.constant(undefined),
    idempotencyKey: fc.option(fc.uuid(), { nil: undefined }),
  });

interface Generated {
  op: Operation;
  prefix: string;
  mode: Mode;
  pick: number;
  query: Record<string, unknown>;
  pathValues: unknown[];
  body: unknown;
  idempotencyKey?: string;
}

// Path parameters often name a resource the fuzzer created, so lookups hit real records too.
const collectionOf: Record<string, string> = { lead_id: "/leads", property_id: "/properties", webhook_id: "/webhooks" };

function buildRequest(r: Generated) {
  const { op } = r;
  let path = op.path;
  op.pathParams.forEach((p, i) => {
    const known = [...(created.get(collectionOf[p.name] ?? "") ?? [])];
    const value = known.length && r.pick % 2 === 0 ? known[r.pick % known.length]! : String(r.pathValues[i]);
    path = path.replace(`{${p.name}}`, encodeURIComponent(value));
  });
  const query = new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, String(v)]));
  if (r.mode === "bad-query") query.set(op.query[0]?.name ?? "limit", "not a valid value ☃");
  const headers: Record<string, string> = {};
  if (r.mode === "no-auth") {
    // no Authorization header at all
  } else headers.authorization = `Bearer ${r.mode === "bad-token" ? "lps_sk_forged0000000000000000000000000_000000" : key}`;
  let body: string | undefined;
  if (op.body || r.mode === "bad-json" || r.mode === "text-body") {
    headers["content-type"] = r.mode === "text-body" ? "text/plain" : "application/json";
    body = r.mode === "bad-json" ? '{"name": "unterminated' : JSON.stringify(mutate(r.body, r.mode, r.pick, op) ?? {});
  }
  if (op.method === "POST" && r.idempotencyKey) headers["idempotency-key"] = r.idempotencyKey;
  const qs = query.toString();
  return { op, url: `${r.prefix}${path}${qs ? `?${qs}` : ""}`, init: { method: op.method, headers, body: op.method === "GET" ? undefined : body } };
}

describe(`fuzzing every operation (${RUNS} cases, seed ${SEED})`, () => {
  it("never answers 5xx, answers every 4xx as problem+json with a code, and keeps serving", async () => {
    const arb = fc.oneof(...operations.map(requestArb));
    await fc.assert(
      fc.asyncProperty(arb, async (r: Generated) => {
        const { op, url, init } = buildRequest(r);
        const res = await call(url, init);
        const text = await res.text();
        const where = `${init.method} ${url} (${r.mode}) -> ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        // One step past a bound: refused (404 first when the path names no such resource).
        if (r.mode === "past-bound" && pastBound(op, r.pick)) expect([400, 404], where).toContain(res.status);
        if (res.status >= 400) {
          expect(res.headers.get("content-type"), where).toMatch(/^application\/problem\+json/);
          expect(typeof JSON.parse(text).code, where).toBe("string");
        } else if (collections[op.id] && res.headers.get("idempotent-replayed") !== "true") {
          created.get(collections[op.id]!)!.add(JSON.parse(text).id);
        } else if (op.id === "deleteWebhook") {
          created.get("/webhooks")!.delete(JSON.parse(text).id);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect((await call("/healthz")).status).toBe(200);
  }, 600_000);

  it("leaves in the store exactly the resources that were created successfully", async () => {
    for (const [collection, ids] of created) {
      const listed = new Set<string>();
      let cursor: string | null = null;
      do {
        const res = await call(`/v1${collection}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
          headers: { authorization: `Bearer ${key}` },
        });
        expect(res.status).toBe(200);
        const page = (await res.json()) as { data: { id: string }[]; next_cursor: string | null };
        page.data.forEach((item) => listed.add(item.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect([...listed].sort(), collection).toEqual([...ids].sort());
    }
    // Valid-by-construction inputs must reach the business logic, not only bounce off validation.
    expect(created.get("/properties")!.size).toBeGreaterThan(0);
    expect(created.get("/leads")!.size).toBeGreaterThan(0);
  });
});
