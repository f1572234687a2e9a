import * as v from "valibot";
import { type JsonSchema, componentDefs, refName } from "./json-schema";
import { type Action, formatCheck, integerCheck, lengthCap, lengthCheck, multipleOfCheck } from "./valibot-checks";
import { type Node, objectNode, unionNode } from "./valibot-nodes";
import { defaultNode, intersectionNode, lazyNode, numberNode, optionalNode, readonlyNode, uniqueItemsNode, valuesNode } from "./valibot-wrappers";

// The contract's JSON Schemas as valibot schemas, built to answer exactly as zod's own
// `fromJSONSchema` does (zod 4.6) over the keywords the contract uses: the same values accepted,
// the same output (defaults applied), the same issues. valibot because it tree-shakes to a few
// KB in a browser bundle, where zod's fromJSONSchema cannot be tree-shaken at all.
// test/contract/valibot-from-schema.test.ts holds the two conversions equal on generated inputs.

const UNSUPPORTED = ["not", "if", "then", "else", "patternProperties", "propertyNames", "minProperties", "maxProperties", "prefixItems", "contains", "unevaluatedProperties", "unevaluatedItems"];

const byComponent = new Map<string, Node>();
const converting = new Set<string>();

function reference(name: string): Node {
  const done = byComponent.get(name);
  if (done) return done;
  // A component that reaches itself again is read when parsing, once its conversion exists.
  if (converting.has(name)) return lazyNode(() => byComponent.get(name) as Node);
  const target = componentDefs[name];
  if (!target) throw new Error(`The contract has no component schema ${name}`);
  converting.add(name);
  try {
    const schema = toValibot(target);
    byComponent.set(name, schema);
    return schema;
  } finally {
    converting.delete(name);
  }
}

const piped = (schema: Node, checks: Action[]): Node => (checks.length ? (v.pipe(schema as never, ...(checks as never[])) as unknown as Node) : schema);

function stringSchema(schema: JsonSchema): Node {
  const format = formatCheck(schema.format);
  const checks: Action[] = format ? [format] : [];
  if (typeof schema.minLength === "number") checks.push(lengthCheck("min_length", schema.minLength));
  if (typeof schema.maxLength === "number") checks.push(lengthCheck("max_length", schema.maxLength));
  if (typeof schema.pattern === "string") checks.push(v.regex(new RegExp(schema.pattern)) as never);
  return piped(v.string() as Node, checks);
}

function numberSchema(schema: JsonSchema, integer: boolean): Node {
  const checks: Action[] = integer ? [integerCheck()] : [];
  if (typeof schema.minimum === "number") checks.push(v.minValue(schema.minimum) as never);
  if (typeof schema.maximum === "number") checks.push(v.maxValue(schema.maximum) as never);
  if (typeof schema.exclusiveMinimum === "number") checks.push(v.gtValue(schema.exclusiveMinimum) as never);
  if (typeof schema.exclusiveMaximum === "number") checks.push(v.ltValue(schema.exclusiveMaximum) as never);
  if (typeof schema.multipleOf === "number") checks.push(multipleOfCheck(schema.multipleOf));
  return piped(numberNode(), checks);
}

function objectSchema(schema: JsonSchema): Node {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const shape: Record<string, Node> = {};
  for (const [key, child] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    const converted = toValibot(child);
    Object.defineProperty(shape, key, { value: required.has(key) ? converted : optionalNode(converted), enumerable: true, writable: true, configurable: true });
  }
  const extra = schema.additionalProperties;
  if (extra === false) return objectNode(shape, "strict");
  if (typeof extra === "object" && extra !== null) return objectNode(shape, toValibot(extra as JsonSchema));
  return objectNode(shape, "loose");
}

function arraySchema(schema: JsonSchema): Node {
  const checks: Action[] = [];
  if (typeof schema.minItems === "number") checks.push(lengthCheck("min_length", schema.minItems));
  if (typeof schema.maxItems === "number") checks.push(lengthCheck("max_length", schema.maxItems));
  const items = schema.items === undefined ? (v.any() as Node) : toValibot(schema.items as JsonSchema);
  const array = piped(v.array(items) as Node, checks);
  const capped = typeof schema.maxItems === "number" ? lengthCap(array, schema.maxItems) : array;
  return schema.uniqueItems === true ? uniqueItemsNode(capped) : capped;
}

// One value or a list of strings is a check of values; a mixed list, a union of them.
function literalOf(values: unknown[]): Node {
  if (values.length === 0) return v.never() as Node;
  if (values.length === 1 || values.every((value) => typeof value === "string")) return valuesNode(values);
  return unionNode(values.map((value) => valuesNode([value])), false);
}

function typedSchema(schema: JsonSchema, type: unknown): Node {
  switch (type) {
    case "string": return stringSchema(schema);
    case "number": return numberSchema(schema, false);
    case "integer": return numberSchema(schema, true);
    case "boolean": return v.boolean() as Node;
    case "null": return v.null() as Node;
    case "object": return objectSchema(schema);
    case "array": return arraySchema(schema);
    default: throw new Error(`Unsupported type: ${String(type)}`);
  }
}

function baseSchema(schema: JsonSchema): Node {
  const name = refName(schema);
  if (name !== undefined) return reference(name);
  if (Array.isArray(schema.enum)) return literalOf(schema.enum);
  if (schema.const !== undefined) return valuesNode([schema.const]);
  const { type } = schema;
  if (Array.isArray(type)) {
    const options = type.map((t) => typedSchema(schema, t));
    return options.length === 0 ? (v.never() as Node) : unionNode(options, false);
  }
  return type === undefined ? (v.any() as Node) : typedSchema(schema, type);
}

/** A contract schema (references in `#/$defs/…` or `#/components/schemas/…` form) as a valibot schema. */
export function toValibot(schema: JsonSchema): Node {
  const unsupported = UNSUPPORTED.find((keyword) => keyword in schema);
  if (unsupported) throw new Error(`The engine's schema conversion does not support ${unsupported}`);
  let result = baseSchema(schema);
  const explicit = schema.type !== undefined || schema.enum !== undefined || schema.const !== undefined;
  const composed = (keyword: "anyOf" | "oneOf") => (schema[keyword] as JsonSchema[]).map(toValibot);
  if (Array.isArray(schema.anyOf)) {
    const union = unionNode(composed("anyOf"), false);
    result = explicit ? intersectionNode(result, union) : union;
  }
  if (Array.isArray(schema.oneOf)) {
    const xor = unionNode(composed("oneOf"), true);
    result = explicit ? intersectionNode(result, xor) : xor;
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const [first, ...rest] = (schema.allOf as JsonSchema[]).map(toValibot);
    result = (explicit ? [first!, ...rest] : rest).reduce((all, next) => intersectionNode(all, next), explicit ? result : first!);
  }
  if (schema.readOnly === true) result = readonlyNode(result);
  if (schema.default !== undefined) result = defaultNode(result, schema.default);
  return result;
}
