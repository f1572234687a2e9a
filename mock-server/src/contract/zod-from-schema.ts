import * as z from "zod/mini";
import { type JsonSchema, componentDefs, refName } from "./json-schema";

// The contract's JSON Schemas as zod schemas, built the way zod's own `fromJSONSchema` builds
// them (zod 4.6), over the keywords the contract uses. It is here because `fromJSONSchema` lives
// in zod's classic build, which cannot be tree-shaken and would be most of a browser bundle;
// these are zod/mini's schemas, whose issues the engine turns into the same validation issues.
// test/contract/zod-from-schema.test.ts holds the two conversions equal on generated inputs.

type Schema = z.ZodMiniType;

const UNSUPPORTED = ["not", "if", "then", "else", "patternProperties", "propertyNames", "minProperties", "maxProperties", "prefixItems", "contains", "unevaluatedProperties", "unevaluatedItems"];

const byComponent = new Map<string, Schema>();
const converting = new Set<string>();

function reference(name: string): Schema {
  const done = byComponent.get(name);
  if (done) return done;
  // A component that reaches itself again is read when parsing, once its conversion exists.
  if (converting.has(name)) return z.lazy(() => byComponent.get(name) as Schema);
  const target = componentDefs[name];
  if (!target) throw new Error(`The contract has no component schema ${name}`);
  converting.add(name);
  try {
    const schema = toZod(target);
    byComponent.set(name, schema);
    return schema;
  } finally {
    converting.delete(name);
  }
}

type Check<T> = z.core.$ZodCheck<T>;

/** Formats fromJSONSchema checks and this conversion does not: the contract must not use them. */
const UNCHECKED_FORMATS = new Set(["uuid", "guid", "date", "time", "duration", "hostname", "ipv4", "ipv6", "mac", "cidr", "cidr-v6", "base64", "base64url", "e164", "credit_card", "iban", "jwt", "emoji", "nanoid", "cuid", "cuid2", "ulid", "xid", "ksuid"]);

// zod's format schemas (email, url, date-time) double as checks, as in `z.string().check(z.email())`.
// Other formats (int32, double, json-pointer) are annotations zod does not check either.
const formatCheck = (format: unknown): Check<string> | undefined => {
  if (format === "email") return z.email() as unknown as Check<string>;
  if (format === "uri" || format === "uri-reference") return z.url() as unknown as Check<string>;
  if (format === "date-time") return z.iso.datetime({ offset: true }) as unknown as Check<string>;
  if (UNCHECKED_FORMATS.has(format as string)) throw new Error(`The engine's schema conversion does not check format ${String(format)}`);
  return undefined;
};

function stringSchema(schema: JsonSchema): Schema {
  const format = formatCheck(schema.format);
  const checks: Check<string>[] = format ? [format] : [];
  if (typeof schema.minLength === "number") checks.push(z.minLength(schema.minLength));
  if (typeof schema.maxLength === "number") checks.push(z.maxLength(schema.maxLength));
  if (typeof schema.pattern === "string") checks.push(z.regex(new RegExp(schema.pattern)));
  return checks.length ? z.string().check(...checks) : z.string();
}

function numberSchema(schema: JsonSchema, integer: boolean): Schema {
  const checks: Check<number>[] = integer ? [z.int() as unknown as Check<number>] : [];
  if (typeof schema.minimum === "number") checks.push(z.gte(schema.minimum));
  if (typeof schema.maximum === "number") checks.push(z.lte(schema.maximum));
  if (typeof schema.exclusiveMinimum === "number") checks.push(z.gt(schema.exclusiveMinimum));
  if (typeof schema.exclusiveMaximum === "number") checks.push(z.lt(schema.exclusiveMaximum));
  if (typeof schema.multipleOf === "number") checks.push(z.multipleOf(schema.multipleOf));
  return checks.length ? z.number().check(...checks) : z.number();
}

function objectSchema(schema: JsonSchema): Schema {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const shape: Record<string, Schema> = {};
  for (const [key, child] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    const converted = toZod(child);
    Object.defineProperty(shape, key, { value: required.has(key) ? converted : z.optional(converted), enumerable: true, writable: true, configurable: true });
  }
  const extra = schema.additionalProperties;
  if (extra === false) return z.strictObject(shape);
  if (typeof extra === "object" && extra !== null) return z.catchall(z.object(shape), toZod(extra as JsonSchema));
  return z.looseObject(shape);
}

/**
 * JSON's equality for uniqueItems, as zod's guard computes it: a canonical key per value, or
 * undefined for a value equal to nothing (NaN, or a cycle, which JSON cannot hold).
 */
function canonicalKey(value: unknown, seen = new Set<object>()): string | undefined {
  if (value === null) return "z";
  if (typeof value !== "object") return Number.isNaN(value) ? undefined : `${(typeof value)[0]}${String(value).length}:${String(value)}`;
  if (seen.has(value)) return undefined;
  seen.add(value);
  const entries = Array.isArray(value) ? value.map((item) => ["", item] as const) : Object.keys(value).sort().map((k) => [k, (value as Record<string, unknown>)[k]] as const);
  const parts: string[] = [];
  for (const [k, item] of entries) {
    const key = canonicalKey(item, seen);
    if (key === undefined) return undefined;
    parts.push(Array.isArray(value) ? key : `${k.length}:${k}=${key}`);
  }
  seen.delete(value);
  return Array.isArray(value) ? `a${parts.length}:[${parts.join(",")}]` : `o${parts.length}:{${parts.join(",")}}`;
}

// Runs before the array's own parse, which may apply item defaults, as zod's guard does.
function uniqueItems(array: Schema): Schema {
  const guard = z.transform((value: unknown) => value).check((payload) => {
    if (!Array.isArray(payload.value)) return;
    const firstSeen = new Map<string, number>();
    payload.value.forEach((item, i) => {
      const key = canonicalKey(item);
      if (key === undefined) return;
      const first = firstSeen.get(key);
      if (first === undefined) return void firstSeen.set(key, i);
      payload.issues.push({ code: "custom", message: `Array items must be unique: element at index ${i} duplicates the one at index ${first}`, input: payload.value, path: [i], continue: true });
    });
  });
  return z.pipe(guard, array);
}

function arraySchema(schema: JsonSchema): Schema {
  const checks: Check<unknown[]>[] = [];
  if (typeof schema.minItems === "number") checks.push(z.minLength(schema.minItems));
  if (typeof schema.maxItems === "number") checks.push(z.maxLength(schema.maxItems));
  const items = schema.items === undefined ? z.any() : toZod(schema.items as JsonSchema);
  const array = checks.length ? z.array(items).check(...checks) : z.array(items);
  return schema.uniqueItems === true ? uniqueItems(array) : array;
}

function literalOf(values: unknown[]): Schema {
  if (values.length === 0) return z.never();
  if (values.length === 1) return z.literal(values[0] as z.core.util.Literal);
  if (values.every((v) => typeof v === "string")) return z.enum(values as [string, ...string[]]);
  return z.union(values.map((v) => z.literal(v as z.core.util.Literal)));
}

function typedSchema(schema: JsonSchema, type: unknown): Schema {
  switch (type) {
    case "string": return stringSchema(schema);
    case "number": return numberSchema(schema, false);
    case "integer": return numberSchema(schema, true);
    case "boolean": return z.boolean();
    case "null": return z.null();
    case "object": return objectSchema(schema);
    case "array": return arraySchema(schema);
    default: throw new Error(`Unsupported type: ${String(type)}`);
  }
}

function baseSchema(schema: JsonSchema): Schema {
  const name = refName(schema);
  if (name !== undefined) return reference(name);
  if (Array.isArray(schema.enum)) return literalOf(schema.enum);
  if (schema.const !== undefined) return z.literal(schema.const as z.core.util.Literal);
  const { type } = schema;
  if (Array.isArray(type)) {
    const options = type.map((t) => typedSchema(schema, t));
    return options.length === 0 ? z.never() : options.length === 1 ? options[0]! : z.union(options);
  }
  return type === undefined ? z.any() : typedSchema(schema, type);
}

/** A contract schema (references in `#/$defs/…` or `#/components/schemas/…` form) as a zod schema. */
export function toZod(schema: JsonSchema): Schema {
  const unsupported = UNSUPPORTED.find((keyword) => keyword in schema);
  if (unsupported) throw new Error(`The engine's schema conversion does not support ${unsupported}`);
  let result = baseSchema(schema);
  const explicit = schema.type !== undefined || schema.enum !== undefined || schema.const !== undefined;
  const composed = (keyword: "anyOf" | "oneOf") => (schema[keyword] as JsonSchema[]).map(toZod);
  if (Array.isArray(schema.anyOf)) {
    const union = z.union(composed("anyOf"));
    result = explicit ? z.intersection(result, union) : union;
  }
  if (Array.isArray(schema.oneOf)) {
    const xor = z.xor(composed("oneOf"));
    result = explicit ? z.intersection(result, xor) : xor;
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const [first, ...rest] = (schema.allOf as JsonSchema[]).map(toZod);
    result = (explicit ? [first!, ...rest] : rest).reduce((all, next) => z.intersection(all, next), explicit ? result : first!);
  }
  if (schema.readOnly === true) result = z.readonly(result);
  if (schema.default !== undefined) result = z._default(result, schema.default as never);
  return result;
}
