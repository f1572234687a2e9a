import * as v from "valibot";
import { z } from "zod";
import { type JsonSchema, componentDefs, refName } from "../../src/contract/json-schema";
import { toValidationIssues } from "../../src/contract/validation-issue";
import { zodValidationIssues } from "./zod-issues";

// Values built from a JSON Schema, and both conversions' answers to them: zod's own
// fromJSONSchema (the reference) and the engine's valibot one.

function reachableDefs(schema: JsonSchema): Record<string, JsonSchema> {
  const defs: Record<string, JsonSchema> = {};
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) return node.forEach(visit);
    for (const [key, value] of Object.entries(node)) {
      const name = key === "$ref" ? refName(node) : undefined;
      if (name === undefined) visit(value);
      else if (!(name in defs) && componentDefs[name]) visit((defs[name] = componentDefs[name]));
    }
  };
  visit(schema);
  return defs;
}

export const reference = (schema: JsonSchema) =>
  z.fromJSONSchema({ ...schema, $defs: reachableDefs(schema) } as never, { defaultTarget: "draft-2020-12" });

// A small seeded generator (mulberry32), so a failure names a case that can be replayed.
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ODD_VALUES: unknown[] = [null, true, 0, -1, 1.5, 1e12, "", "x", "not-an-email", "2024-13-45T00:00:00Z", "https://example.com/a", [], {}, "a".repeat(300)];

export function build(schema: JsonSchema, rnd: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  if (depth > 6 || rnd() < 0.03) return pick(ODD_VALUES);
  const name = refName(schema);
  if (name !== undefined) return build(componentDefs[name]!, rnd, depth + 1);
  for (const keyword of ["oneOf", "anyOf", "allOf"] as const) {
    const options = schema[keyword] as JsonSchema[] | undefined;
    if (options) return build(keyword === "allOf" ? Object.assign({}, ...options.map((o) => (refName(o) ? componentDefs[refName(o)!] : o))) : pick(options), rnd, depth + 1);
  }
  if (Array.isArray(schema.enum)) return pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? pick(schema.type as string[]) : schema.type;
  switch (type) {
    case "string": {
      if (schema.format === "email") return pick(["ann@example.com", "bad@", "a@b.co"]);
      if (schema.format === "date-time") return pick(["2025-01-02T03:04:05Z", "2025-01-02T03:04:05.123+02:00", "yesterday"]);
      if (schema.format === "uri") return pick(["https://example.com/hook", "http://127.0.0.1:9/x", "no uri"]);
      const length = Math.floor(rnd() * ((schema.maxLength as number | undefined) ?? 20) * 1.2);
      const id = /^\^([a-z]+_)\[0-9A-Za-z\]\{(\d+),(\d+)\}\$$/.exec(String(schema.pattern));
      if (id && rnd() < 0.8) return id[1] + "aB3".repeat(20).slice(0, Number(id[2]) + Math.floor(rnd() * 4));
      return schema.pattern && rnd() < 0.7 ? pick(examplesOf(schema) ?? ["x", "CA", "2026-11-01", "whsec_" + "A".repeat(32)]) : "abcdefghijklmnopqrstuvwxyz".repeat(20).slice(0, length);
    }
    case "integer":
    case "number": {
      const min = (schema.minimum as number | undefined) ?? -100;
      const max = (schema.maximum as number | undefined) ?? 1000;
      const value = min - 2 + rnd() * (max - min + 4);
      return type === "integer" && rnd() < 0.8 ? Math.round(value) : value;
    }
    case "boolean": return rnd() < 0.5;
    case "null": return null;
    case "array": {
      const count = Math.floor(rnd() * (Math.min((schema.maxItems as number | undefined) ?? 4, 4) + 2));
      return Array.from({ length: count }, () => build((schema.items as JsonSchema | undefined) ?? {}, rnd, depth + 1));
    }
    case "object": {
      const out: Record<string, unknown> = {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [key, child] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
        if (required.has(key) ? rnd() < 0.95 : rnd() < 0.5) out[key] = build(child, rnd, depth + 1);
      }
      if (rnd() < 0.1) out[pick(["extra", "__proto__x", "a/b~c"])] = 1;
      return out;
    }
    default:
      return pick(ODD_VALUES);
  }
}

export function spoil(value: unknown, rnd: () => number): unknown {
  if (value === null || typeof value !== "object" || rnd() < 0.2) return ODD_VALUES[Math.floor(rnd() * ODD_VALUES.length)];
  const keys = Object.keys(value);
  if (keys.length === 0) return value;
  const key = keys[Math.floor(rnd() * keys.length)]!;
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && rnd() < 0.2) delete record[key];
  else record[key] = spoil(record[key], rnd);
  return value;
}

export function examplesOf(schema: JsonSchema): unknown[] | undefined {
  const examples = [schema.example, ...((schema.examples as unknown[] | undefined) ?? [])].filter((e) => e !== undefined);
  return examples.length > 0 ? examples : undefined;
}

export const zodOutcome = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(structuredClone(value));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: zodValidationIssues(parsed.error.issues, value) };
};

export const ourOutcome = (schema: v.GenericSchema, value: unknown) => {
  const parsed = v.safeParse(schema, structuredClone(value));
  return parsed.success ? { ok: true, data: parsed.output } : { ok: false, issues: toValidationIssues(parsed.issues as never, value) };
};

