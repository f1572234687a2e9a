import fc from "fast-check";

type Schema = Record<string, any>;

/**
 * A fast-check arbitrary of values valid against a JSON Schema (the subset openapi.yaml uses),
 * resolving `#/...` refs against `root`. Valid-by-construction inputs let the fuzzer reach the
 * server's business logic instead of bouncing off validation.
 */
export function arbitraryFor(schema: Schema, root: Schema): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(resolve(root, schema.$ref), root);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((s: Schema) => arbitraryFor(s, root)));
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map((s: Schema) => arbitraryFor(s, root)))
      .map((parts) => Object.assign({}, ...parts));
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((t: string) => arbitraryFor({ ...schema, type: t }, root)));
  }
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case "string":
      return stringFor(schema);
    case "array": {
      const items = arbitraryFor(schema.items ?? {}, root);
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) };
      return schema.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) }) : fc.array(items, constraints);
    }
    case "object":
    default:
      return objectFor(schema, root);
  }
}

function objectFor(schema: Schema, root: Schema) {
  const required = new Set<string>(schema.required ?? []);
  const entries = Object.entries<Schema>(schema.properties ?? {});
  const shape = Object.fromEntries(entries.map(([k, s]) => [k, arbitraryFor(s, root)]));
  const record = fc.record(shape, { requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)) });
  // The contract's prose rule for ranges (PriceRange): min must not exceed max.
  if (!("min" in shape && "max" in shape)) return record;
  return record.map((value: Record<string, any>) =>
    typeof value.min === "number" && typeof value.max === "number" && value.min > value.max ? { ...value, min: value.max, max: value.min } : value,
  );
}

// RFC 5321 mailboxes as the server's validator reads them: dot-atoms, a 64-octet local part.
const EMAIL = /^[a-z0-9]{1,20}(?:[._+-][a-z0-9]{1,20}){0,2}@[a-z0-9]{1,20}(?:-[a-z0-9]{1,10})?\.(?:com|org|example|io)$/;

/** A string of exactly `length` characters that `pattern` accepts, when a simple one exists. */
function atMaxLength(schema: Schema): string | undefined {
  if (schema.maxLength === undefined || schema.maxLength > 10_000) return undefined;
  const candidate = "a".repeat(schema.maxLength);
  return !schema.pattern || new RegExp(schema.pattern).test(candidate) ? candidate : undefined;
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const edge = schema.format ? undefined : atMaxLength(schema);
  const usual = usualStringFor(schema);
  // One value in eight sits exactly at the bound, where off-by-one errors live.
  return edge === undefined ? usual : fc.oneof({ arbitrary: usual, weight: 7 }, { arbitrary: fc.constant(edge), weight: 1 });
}

function usualStringFor(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.stringMatching(EMAIL).filter((s) => s.length <= (schema.maxLength ?? 254));
  if (schema.format === "uri") return fc.oneof(fc.webUrl(), fc.constantFrom("http://127.0.0.1:9/hook", "https://hooks.example.com/lps", "http://10.0.0.5/x"));
  if (schema.format === "date-time" || schema.pattern?.includes("T\\d{2}")) {
    return fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.pattern) {
    const max = schema.maxLength ?? 64;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= max);
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

export function resolve(root: Schema, ref: string): Schema {
  return ref
    .slice(2)
    .split("/")
    .reduce((node: Schema, key) => node[key.replace(/~1/g, "/").replace(/~0/g, "~")], root);
}
