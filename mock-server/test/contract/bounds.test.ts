import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, type Operation } from "../../src/contract/operations";
import type { JsonSchema } from "../../src/contract/json-schema";
import { contract } from "../../src/contract/generated/contract";
import { type Harness, harness, leadInput, propertyInput } from "../http/harness";
import { type BoundCase, boundCases, withField } from "./bound-cases";

// Every bound the contract declares on an input, read from the contract itself: a value at the
// bound is served, a value one step past it is a 400 naming the field and the bound.

let h: Harness;
const ids: Record<string, string> = {};
beforeAll(async () => {
  h = await harness();
  ids.lead_id = (await h.call("POST", "/v1/leads", { body: leadInput() })).json.id;
  ids.property_id = (await h.call("POST", "/v1/properties", { body: propertyInput() })).json.id;
  ids.webhook_id = (await h.call("POST", "/v1/webhooks", { body: { url: "http://127.0.0.1:9/hook", events: ["lead.qualified"] } })).json.id;
});
afterAll(() => h.engine.close());

type RawOperation = { requestBody?: { content?: Record<string, { example?: unknown }> } };
const exampleBody = (op: Operation) =>
  ((contract.paths as unknown as Record<string, Record<string, RawOperation>>)[op.path]?.[op.method.toLowerCase()]?.requestBody?.content?.["application/json"]?.example);

const pathOf = (op: Operation) => `/v1${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? `missing_${name}`)}`;
const needsUnknownId = (op: Operation) => op.parameters.some((p) => p.in === "path" && !ids[p.name]);

// A range's end at the edge of its domain takes the other end with it (min <= max).
function atBound(body: unknown, c: BoundCase): unknown {
  const next = withField(body, c.pointer, c.at);
  if (c.pointer.endsWith("/min") && c.bound.startsWith("maximum")) return withField(next, c.pointer.replace(/min$/, "max"), c.at);
  if (c.pointer.endsWith("/max") && c.bound.startsWith("minimum")) return withField(next, c.pointer.replace(/max$/, "min"), c.at);
  return next;
}

// Cursors are opaque: a value of the right length is still not one the server issued, so at
// the bound the answer may be a 400, but not one about the length.
const OPAQUE = new Set(["/query/cursor"]);

// Idempotency keys must differ between probes, or a later one replays (or conflicts with) an
// earlier answer: same length, a distinct prefix.
let keys = 0;
const unique = (value: string) => (String(++keys) + value).slice(0, value.length);

interface Probe {
  op: Operation;
  c: BoundCase;
  send(value: "at" | "past"): Promise<{ status: number; json: any; text: string }>;
}

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const op of operations) {
    if (needsUnknownId(op)) continue;
    const example = exampleBody(op);
    if (op.body && example !== undefined) {
      for (const c of boundCases(op.body.schema)) {
        list.push({ op, c, send: (v) => h.call(op.method, pathOf(op), { body: v === "at" ? atBound(example, c) : withField(example, c.pointer, c.past) }) });
      }
    }
    for (const parameter of op.parameters.filter((p) => p.in === "query" || p.in === "header")) {
      for (const c of boundCases(parameter.schema as JsonSchema, `/${parameter.in === "query" ? "query" : "headers"}/${parameter.name}`)) {
        const body = op.body ? example : undefined;
        list.push({
          op,
          c,
          send: (v) => {
            const value = parameter.in === "header" ? unique(String(v === "at" ? c.at : c.past)) : String(v === "at" ? c.at : c.past);
            if (parameter.in === "header") return h.call(op.method, pathOf(op), { body, headers: { [parameter.name]: value } });
            return h.call(op.method, `${pathOf(op)}?${new URLSearchParams({ [parameter.name]: value })}`, { body });
          },
        });
      }
    }
  }
  return list;
}

const all = probes();

describe("every bound of every input the contract declares", () => {
  it("covers the bounded fields (strings, numbers, arrays, query and header parameters)", () => {
    const pointers = new Set(all.map((p) => `${p.op.id} ${p.c.pointer}`));
    for (const expected of ["createLead /name", "createLead /email", "createLead /preferences/price_range/min", "createProperty /location/address", "createWebhook /events", "listProperties /query/limit", "createLead /headers/Idempotency-Key"]) {
      expect(pointers).toContain(expected);
    }
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(all.map((p) => [`${p.op.id} ${p.c.pointer} ${p.c.bound}`, p] as const))("%s: 200 at the bound, 400 one step past", async (_, probe) => {
    const { c } = probe;
    const issueOf = (answer: { json: any }) =>
      (answer.json?.errors as { pointer: string; expected?: string }[] | undefined)?.find((e) =>
        c.pastIsRepeat ? e.pointer.startsWith(`${c.pointer}/`) : e.pointer === c.pointer,
      );
    const at = await probe.send("at");
    if (OPAQUE.has(c.pointer) && at.status === 400) expect(issueOf(at)?.expected ?? "", at.text).not.toContain(String(c.limit));
    else expect(at.status, at.text).toBe(200);
    const past = await probe.send("past");
    expect(past.status, past.text).toBe(400);
    const issue = issueOf(past);
    expect(issue, past.text).toBeDefined();
    if (!c.pastIsRepeat) expect(issue!.expected ?? "", past.text).toContain(String(c.limit));
  });
});
