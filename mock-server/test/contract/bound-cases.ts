import { type JsonSchema, derefSchema } from "../../src/contract/json-schema";

/** One bound of one input field, with a value at it and one a step past it. */
export interface BoundCase {
  /** RFC 6901 pointer of the field in the body, or `/query/<name>`. */
  pointer: string;
  /** The keyword and its value, e.g. `maxLength 200`. */
  bound: string;
  /** The number the server's 400 must name. */
  limit: number;
  at: unknown;
  past: unknown;
  /**
   * Unique items drawn from an enum of exactly maxItems members: one more item must repeat one,
   * so the server reports the repeat (at the item's pointer) rather than the count.
   */
  pastIsRepeat?: boolean;
}

// Strings the field's pattern or format accepts, built to an exact length.
function stringOfLength(schema: JsonSchema, length: number): string | undefined {
  if (schema.format === "email") {
    // RFC 5321: a local part of at most 64 octets; the rest is domain labels of at most 63.
    const local = "a".repeat(Math.min(64, Math.max(1, length - 6)));
    let domain = "";
    const rest = length - local.length - 1 - 4; // "@" and ".com"
    for (let left = rest; left > 0; ) {
      const label = Math.min(63, left - (domain ? 1 : 0));
      if (label <= 0) break;
      domain += (domain ? "." : "") + "b".repeat(label);
      left = rest - domain.length;
    }
    const value = `${local}@${domain || "b"}.com`;
    return value.length === length ? value : undefined;
  }
  if (schema.format === "uri") {
    const base = "http://127.0.0.1:9/";
    return length > base.length ? base + "a".repeat(length - base.length) : undefined;
  }
  const candidate = "a".repeat(length);
  if (typeof schema.pattern === "string" && !new RegExp(schema.pattern).test(candidate)) {
    const digits = "1".repeat(length);
    return new RegExp(schema.pattern).test(digits) ? digits : undefined;
  }
  return candidate;
}

function numberCases(schema: JsonSchema, pointer: string): BoundCase[] {
  const step = schema.type === "integer" || (Array.isArray(schema.type) && schema.type.includes("integer")) ? 1 : 0.5;
  const cases: BoundCase[] = [];
  if (typeof schema.maximum === "number") cases.push({ pointer, bound: `maximum ${schema.maximum}`, limit: schema.maximum, at: schema.maximum, past: schema.maximum + step });
  if (typeof schema.minimum === "number") cases.push({ pointer, bound: `minimum ${schema.minimum}`, limit: schema.minimum, at: schema.minimum, past: schema.minimum - step });
  return cases;
}

function stringCases(schema: JsonSchema, pointer: string): BoundCase[] {
  const cases: BoundCase[] = [];
  for (const [keyword, delta] of [["maxLength", 1], ["minLength", -1]] as const) {
    const limit = schema[keyword];
    if (typeof limit !== "number" || limit + delta < 0) continue;
    const at = stringOfLength(schema, limit);
    const past = stringOfLength(schema, limit + delta) ?? "a".repeat(limit + delta);
    if (at !== undefined && (limit > 0 || keyword === "maxLength")) cases.push({ pointer, bound: `${keyword} ${limit}`, limit, at, past });
  }
  return cases;
}

function arrayCases(schema: JsonSchema, pointer: string): BoundCase[] {
  const items = derefSchema((schema.items ?? {}) as JsonSchema);
  const values = Array.isArray(items.enum) ? (items.enum as unknown[]) : undefined;
  if (!values || typeof schema.maxItems !== "number") return [];
  const max = schema.maxItems;
  // Unique items can only reach the bound when the enum has that many members.
  if (schema.uniqueItems === true && values.length < max) return [];
  const take = (n: number) => Array.from({ length: n }, (_, i) => values[i % values.length]);
  const unique = schema.uniqueItems === true;
  const past = unique ? [...take(max), values[0]] : take(max + 1);
  return [{ pointer, bound: `maxItems ${max}`, limit: max, at: take(max), past, ...(unique && values.length === max && { pastIsRepeat: true }) }];
}

/** Every bound of every field reachable in `schema` (objects are walked, arrays are one field). */
export function boundCases(schema: JsonSchema, pointer = ""): BoundCase[] {
  const resolved = derefSchema(schema);
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (resolved.properties) {
    return Object.entries(resolved.properties as Record<string, JsonSchema>).flatMap(([name, property]) => boundCases(property, `${pointer}/${name}`));
  }
  if (types.includes("string")) return stringCases(resolved, pointer);
  if (types.includes("integer") || types.includes("number")) return numberCases(resolved, pointer);
  if (types.includes("array")) return arrayCases(resolved, pointer);
  return [];
}

/** `value` with the field at `pointer` replaced. */
export function withField(value: unknown, pointer: string, field: unknown): unknown {
  const [head, ...rest] = pointer.split("/").slice(1);
  if (head === undefined) return field;
  const object = { ...((value ?? {}) as Record<string, unknown>) };
  object[head] = withField(object[head], `/${rest.join("/")}`.replace(/^\/$/, ""), field);
  return object;
}
