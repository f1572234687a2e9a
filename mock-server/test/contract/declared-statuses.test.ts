import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, type Operation } from "../../src/contract/operations";
import { type Answer, type CallOptions, type Harness, harness, leadInput, propertyInput } from "../http/harness";

// Every status the server can give each operation, provoked on purpose, checked against the
// statuses the operation declares: an answer the contract does not document is a bug of one
// or the other.

let h: Harness;
const ids: Record<string, string> = {};
const MISSING: Record<string, string> = {
  lead_id: "lead_00000000",
  property_id: "prop_00000000",
  webhook_id: "wh_00000000",
  delivery_id: "dlv_00000000",
};
const BODIES: Record<string, unknown> = {
  createProperty: propertyInput(),
  createLead: leadInput(),
  createWebhook: { url: "http://127.0.0.1:9/hook", events: ["lead.qualified"] },
  rotateWebhookSecret: { overlap_seconds: 60 },
};

beforeAll(async () => {
  h = await harness();
  ids.lead_id = (await h.call("POST", "/v1/leads", { body: leadInput() })).json.id;
  ids.property_id = (await h.call("POST", "/v1/properties", { body: propertyInput() })).json.id;
  ids.webhook_id = (await h.call("POST", "/v1/webhooks", { body: BODIES.createWebhook })).json.id;
  ids.delivery_id = MISSING.delivery_id!;
});
afterAll(() => h.engine.close());

const pathOf = (op: Operation, values: Record<string, string> = ids) => `/v1${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name]!)}`;

/** The requests that provoke each status an operation can answer with. */
async function provoke(op: Operation): Promise<Map<number, string>> {
  const seen = new Map<number, string>();
  const body = op.body ? (BODIES[op.id] ?? {}) : undefined;
  const send = async (why: string, options: CallOptions = {}, path = pathOf(op)) => {
    const answer: Answer = await h.call(op.method, path, { ...(body !== undefined && { body }), ...options });
    if (!seen.has(answer.status)) seen.set(answer.status, why);
    return answer;
  };
  await send("a valid request");
  await send("an unknown query parameter", {}, `${pathOf(op)}?zz_unknown=1`);
  await send("no credentials", { key: null });
  await send("a revoked or forged key", { key: "lps_sk_test_forged" });
  const walled = await h.createKey({ name: "walled", allowed_ips: ["10.9.9.9/32"] });
  await send("a key used outside its IP allowlist", { key: walled.key });
  const narrow = await h.createKey({ name: "narrow", scopes: ["analytics.read"] });
  await send("a key without the scope", { key: narrow.key });
  const spent = await h.createKey({ name: "spent", plan: "enterprise", daily_limit: 1 });
  await send("a key over its daily limit", { key: spent.key });
  await send("a key over its daily limit", { key: spent.key });
  if (op.parameters.some((p) => p.in === "path")) await send("an id that names nothing", {}, pathOf(op, MISSING));
  if (op.parameters.some((p) => p.name === "Idempotency-Key")) {
    await send("an Idempotency-Key of 300 characters", { headers: { "Idempotency-Key": "k".repeat(300) } });
    if (op.body) {
      const key = `reuse-${op.id}`;
      await send("an Idempotency-Key", { headers: { "Idempotency-Key": key } });
      await send("the same Idempotency-Key with another body", { headers: { "Idempotency-Key": key }, body: { ...(body as object), zz: 1 } });
    }
  }
  if (op.body) {
    await send("a body over 1 MiB", { rawBody: JSON.stringify({ pad: "x".repeat(1024 * 1024) }), headers: { "content-type": "application/json" } });
    await send("a body that is not JSON", { rawBody: "name=x", headers: { "content-type": "text/plain" } });
    await send("malformed JSON", { rawBody: "{", headers: { "content-type": "application/json" } });
  }
  for (const status of [500, 503]) {
    await h.call("POST", "/__sandbox/faults", { key: null, body: { route: op.id, status, count: 1 } });
    await send(`a sandbox fault of ${status}`);
  }
  return seen;
}

describe("statuses the server gives against those the contract declares", () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))("%s", async (_, op) => {
    const seen = await provoke(op);
    const declared = Object.keys(op.responses);
    const undocumented = [...seen].filter(([status]) => !declared.includes(String(status))).map(([status, why]) => `${status} (${why})`);
    expect(undocumented, `declared: ${declared.join(", ")}`).toEqual([]);
    // The probes reach past authentication: every operation showed at least these.
    for (const status of [400, 401, 403, 429, 500, 503]) expect([...seen.keys()]).toContain(status);
  });
});
