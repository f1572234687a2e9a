import { contract } from "./generated/contract";

export type JsonSchema = { [keyword: string]: unknown };

const COMPONENT_PREFIX = "#/components/schemas/";
const DEFS_PREFIX = "#/$defs/";

// zod's fromJSONSchema resolves local `#/$defs/…` references only, so the contract's component
// references are rewritten to that form once; the schemas themselves stay exactly as written.
export const componentDefs: Record<string, JsonSchema> = JSON.parse(
  JSON.stringify(contract.components.schemas).replaceAll(`"${COMPONENT_PREFIX}`, `"${DEFS_PREFIX}`),
);

/** A schema as it appears in the contract, with its references rewritten to `#/$defs/…`. */
export function toDefsForm(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll(`"${COMPONENT_PREFIX}`, `"${DEFS_PREFIX}`));
}

/** The component name a `$ref` points at, in either form, or undefined. */
export function refName(schema: unknown): string | undefined {
  const ref = (schema as JsonSchema | undefined)?.$ref;
  if (typeof ref !== "string") return undefined;
  for (const prefix of [COMPONENT_PREFIX, DEFS_PREFIX]) {
    if (ref.startsWith(prefix)) return ref.slice(prefix.length);
  }
  return undefined;
}

/** Follows `$ref` chains to the schema that holds the keywords. */
export function derefSchema(schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let name = refName(current); name !== undefined; name = refName(current)) {
    const target = componentDefs[name];
    if (!target) throw new Error(`The contract has no component schema ${name}`);
    current = target;
  }
  return current;
}

/** The JSON types a schema admits at its top level (after following references). */
export function schemaTypes(schema: JsonSchema): string[] {
  const { type } = derefSchema(schema);
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  return typeof type === "string" ? [type] : [];
}
