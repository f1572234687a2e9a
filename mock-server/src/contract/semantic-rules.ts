import type { ValidationIssue } from "./validation-issue";
import { toPointer } from "./validation-issue";
import { type JsonSchema, componentDefs, refName } from "./json-schema";

// Rules the contract states in prose because JSON Schema cannot express them. Each is keyed by
// the component that documents it and runs wherever that component appears in a body.
const RULES: Record<string, (value: Record<string, unknown>) => Omit<ValidationIssue, "pointer"> | null> = {
  PriceRange: ({ min, max }) =>
    typeof min === "number" && typeof max === "number" && min > max
      ? { message: "min must not exceed max", expected: "min <= max" }
      : null,
};

type Location = { path: (string | typeof EVERY)[]; rule: string };
const EVERY = Symbol("every array item");

function locate(schema: JsonSchema, path: Location["path"], seen: Set<string>, out: Location[]): void {
  const name = refName(schema);
  if (name !== undefined) {
    if (RULES[name]) out.push({ path, rule: name });
    if (seen.has(name)) return;
    const target = componentDefs[name];
    if (target) locate(target, path, new Set(seen).add(name), out);
    return;
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  for (const [key, child] of Object.entries(properties ?? {})) locate(child, [...path, key], seen, out);
  if (schema.items && typeof schema.items === "object") locate(schema.items as JsonSchema, [...path, EVERY], seen, out);
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    for (const child of (schema[keyword] as JsonSchema[] | undefined) ?? []) locate(child, path, seen, out);
  }
}

function* valuesAt(value: unknown, path: Location["path"], at: string[] = []): Generator<[string[], unknown]> {
  if (path.length === 0) return yield [at, value];
  if (value === null || typeof value !== "object") return;
  const [head, ...rest] = path;
  if (head === EVERY) {
    if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* valuesAt(item, rest, [...at, String(i)]);
    return;
  }
  yield* valuesAt((value as Record<string, unknown>)[head as string], rest, [...at, head as string]);
}

/** A checker for the prose rules reachable from `schema`; cheap when none are. */
export function semanticChecker(schema: JsonSchema): (value: unknown, prefix?: string) => ValidationIssue[] {
  const locations: Location[] = [];
  locate(schema, [], new Set(), locations);
  return (value, prefix = "") =>
    locations.flatMap(({ path, rule }) =>
      [...valuesAt(value, path)].flatMap(([at, found]) => {
        if (found === null || typeof found !== "object") return [];
        const issue = RULES[rule]?.(found as Record<string, unknown>);
        return issue ? [{ pointer: toPointer(at, prefix), ...issue }] : [];
      }),
    );
}
