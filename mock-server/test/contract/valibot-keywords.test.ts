import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../src/contract/json-schema";
import { toValibot } from "../../src/contract/valibot-from-schema";
import { ODD_VALUES, build, ourOutcome, random, reference, spoil, zodOutcome } from "./schema-values";

// Keywords the contracts may use beyond what openapi.yaml uses today (sandbox.yaml's schemas are
// converted the same way), each held to zod's fromJSONSchema on generated and spoiled values.

const id = { type: "string", pattern: "^ld_[0-9A-Za-z]{4,8}$" };
const KEYWORDS: [string, JsonSchema][] = [
  ["anyOf", { anyOf: [{ type: "string", minLength: 3 }, { type: "integer", minimum: 0 }, { type: "object", required: ["a"], properties: { a: { type: "boolean" } } }] }],
  ["anyOf with an explicit type", { type: "object", properties: { n: { type: "integer" } }, anyOf: [{ required: ["n"] }, { required: ["m"] }] }],
  ["oneOf with overlapping options", { oneOf: [{ type: "integer", maximum: 10 }, { type: "integer", minimum: 5 }] }],
  ["oneOf with an explicit type", { type: "string", oneOf: [{ maxLength: 2 }, { pattern: "^a" }] }],
  ["allOf of a strict and a loose object", { allOf: [{ type: "object", additionalProperties: false, required: ["a"], properties: { a: { type: "string" } } }, { type: "object", required: ["b"], properties: { b: { type: "integer", default: 3 } } }] }],
  ["allOf with an explicit type", { type: "object", properties: { a: { type: "string" } }, allOf: [{ required: ["a"] }] }],
  ["additionalProperties: a schema", { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "integer", maximum: 5 } }],
  ["additionalProperties: absent", { type: "object", required: ["a"], properties: { a: id, b: { type: "array", items: id, maxItems: 2 } } }],
  ["readOnly and default", { type: "object", properties: { r: { type: "string", readOnly: true }, d: { type: "integer", default: 20, minimum: 1 }, e: { type: "string", enum: ["x", "y"], default: "x" } }, required: ["d"] }],
  ["defaults inside unions", { type: "object", properties: { one: { oneOf: [{ type: "string", default: "x" }, { type: "string", default: "y" }] }, any: { anyOf: [{ type: "integer", default: 1 }, { type: "string" }] } } }],
  ["a default at the top", { type: "array", items: { type: "string" }, default: ["z"] }],
  ["formats", { type: "object", properties: { e: { type: "string", format: "email" }, u: { type: "string", format: "uri" }, r: { type: "string", format: "uri-reference" }, t: { type: "string", format: "date-time" } } }],
  ["type lists with checks", { type: ["string", "integer", "null"], minLength: 2, maximum: 9 }],
  ["enum and const of mixed values", { type: "object", properties: { m: { enum: ["a", 1, null, true] }, c: { const: 7 }, none: { enum: [] } } }],
  ["integers and multiples", { type: "array", maxItems: 3, minItems: 1, items: { type: "integer", minimum: -5, exclusiveMaximum: 1e16, multipleOf: 0.5 } }],
  ["decimal multiples", { type: "number", multipleOf: 0.07, exclusiveMinimum: 0 }],
  ["uniqueItems of objects", { type: "array", uniqueItems: true, items: { type: "object", properties: { k: { type: "integer" } }, additionalProperties: false } }],
  ["nested arrays", { type: "array", maxItems: 2, items: { type: "array", minItems: 2, items: { type: "integer" } } }],
  // JSON Schema (2020-12 Validation 6.3.1), ajv and zod count a string's characters (code
  // points), not its UTF-16 units: 200 emoji fit a maxLength of 200.
  ["lengths of strings beyond the BMP", { type: "object", properties: { s: { type: "string", minLength: 2, maxLength: 3 }, a: { type: "array", maxItems: 2, items: { type: "string", maxLength: 1 } } } }],
];

const EMOJI = ["😀", "😀😀", "😀😀😀", "😀😀😀😀", "a😀", "😀ab", "\ud83d", "\ud83d\ud83d\ud83d", "\ude00\ud83d", "字", "字字字字"];
const ODD_EXTRA: unknown[] = [1e16, 2.03, 0.35, 9007199254740993, -1e17, "a", "ab", "abc", 5, 7, [1, 1], [{ k: 1 }, { k: 1 }], [[1]], { a: "x", b: 2, c: 9 }, { n: 1.5 }, { m: 2 }];
ODD_EXTRA.push(...EMOJI, ...EMOJI.map((s) => ({ s })), ...EMOJI.map((s) => ({ a: [s, "😀"] })));

describe("a keyword the contract may use", () => {
  it.each(KEYWORDS)("answers as zod's fromJSONSchema does: %s", (name, schema) => {
    const ours = toValibot(schema);
    const theirs = reference(schema);
    const rnd = random(name.length * 31 + 5);
    const values = [undefined, ...ODD_VALUES, ...ODD_EXTRA];
    for (let i = 0; i < 400; i++) values.push(i % 2 ? build(schema, rnd) : spoil(structuredClone(build(schema, rnd)), rnd));
    let refused = 0;
    for (const value of values) {
      const expected = zodOutcome(theirs, value);
      expect(ourOutcome(ours, value), JSON.stringify(value) ?? "undefined").toEqual(expected);
      if (!expected.ok) refused++;
    }
    expect(refused).toBeGreaterThan(0);
  });

  // The one deliberate difference: zod trims a uri and drops its tabs and newlines, as the URL
  // parser would, and answers the changed value; the contract refuses it instead, so what is stored
  // (a webhook URL, a redirect URI matched exactly) is what the caller sent.
  it.each(["uri", "uri-reference"])("refuses a %s the URL parser would change silently, where zod rewrites it", (format) => {
    const schema = { type: "string", format };
    expect(zodOutcome(reference(schema), " https://example.com/a\t")).toEqual({ ok: true, data: "https://example.com/a" });
    for (const [value, message] of [
      [" https://example.com/a", 'must not start with the character " "'],
      ["https://example.com/a\u0000", 'must not end with the character "\\u0000"'],
      ["https://exa\tmple.com/a", 'must not contain the character "\\t"'],
      ["https://example.com/\r\na", 'must not contain the character "\\r"'],
    ]) {
      expect(ourOutcome(toValibot(schema), value), JSON.stringify(value)).toEqual({
        ok: false,
        issues: [{ pointer: "", message: `${message}: URL parsers drop it, so the URI would change silently` }],
      });
    }
    expect(ourOutcome(toValibot(schema), "https://example.com/a b")).toEqual({ ok: true, data: "https://example.com/a b" });
  });

  it("freezes a readOnly value, as zod's readonly does", () => {
    const parsed = ourOutcome(toValibot({ type: "object", readOnly: true, properties: {} }), {});
    expect(Object.isFrozen(parsed.data)).toBe(true);
  });
});
