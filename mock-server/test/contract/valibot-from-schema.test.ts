import { describe, expect, it } from "vitest";
import { type JsonSchema, componentDefs } from "../../src/contract/json-schema";
import { operations } from "../../src/contract/operations";
import { contract } from "../../src/contract/generated/contract";
import { toValibot } from "../../src/contract/valibot-from-schema";
import { build, ourOutcome, random, reference, spoil, zodOutcome } from "./schema-values";

// The engine converts the contract's schemas itself (to valibot, so a browser bundle stays small).
// zod's own fromJSONSchema is the reference: on values built from each schema and then spoiled,
// both must accept the same values with the same result, and refuse the rest with the same issues
// (pointer, message, expected).

/** Every example the contract gives: bodies, components, fields. */
const CONTRACT_EXAMPLES: unknown[] = [];
JSON.stringify(contract, (key, value: unknown) => {
  if (key === "example") CONTRACT_EXAMPLES.push(value);
  if (key === "examples" && value && typeof value === "object" && !Array.isArray(value)) {
    for (const example of Object.values(value)) if (example && typeof example === "object" && "value" in example) CONTRACT_EXAMPLES.push(example.value);
  }
  return value;
});

const schemas: [string, JsonSchema][] = [
  ...Object.keys(componentDefs).map((name): [string, JsonSchema] => [name, { $ref: `#/$defs/${name}` }]),
  ...operations.flatMap((op) => [
    ...(op.body ? [[`${op.id} body`, op.body.schema] as [string, JsonSchema]] : []),
    ...op.parameters.map((p): [string, JsonSchema] => [`${op.id} ${p.in} ${p.name}`, p.schema]),
  ]),
];

describe("the engine's schema conversion", () => {
  it.each(schemas)("answers as zod's fromJSONSchema does: %s", (_name, schema) => {
    const ours = toValibot(schema);
    const theirs = reference(schema);
    const rnd = random(_name.length * 7919 + 17);
    let refused = 0;
    let accepted = 0;
    // The contract's examples this schema accepts, as they are and spoiled in one place, beside
    // values built from the schema: a third each.
    const valid = CONTRACT_EXAMPLES.filter((example) => theirs.safeParse(structuredClone(example)).success);
    for (let i = 0; i < 80; i++) {
      const example = valid.length > 0 && i % 3 < 2 ? structuredClone(valid[Math.floor(rnd() * valid.length)]) : undefined;
      const value = example === undefined ? build(schema, rnd) : i % 3 === 0 ? example : spoil(example, rnd);
      const expected = zodOutcome(theirs, value);
      expect(ourOutcome(ours, value), JSON.stringify(value)).toEqual(expected);
      if (expected.ok) accepted++;
      else refused++;
    }
    // The generator must produce bad values, or the comparison proves little.
    expect(refused).toBeGreaterThan(0);
    if (valid.length > 0) expect(accepted).toBeGreaterThan(0);
  }, 30_000);
});

describe("a keyword the conversion does not model", () => {
  it("is refused, never ignored, so a contract edit that needs it fails here first", () => {
    expect(() => toValibot({ type: "string", format: "uuid" })).toThrow(/format uuid/);
    expect(() => toValibot({ type: "object", patternProperties: { "^x-": {} } })).toThrow(/patternProperties/);
    expect(() => toValibot({ not: { type: "null" } })).toThrow(/not/);
  });
});
