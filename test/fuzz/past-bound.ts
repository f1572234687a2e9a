import type { Schema } from "./operations";
import { resolve } from "./schema-arbitrary";

/** A field of a body and the value that puts it one step past one of its bounds. */
export interface PastBound {
  field: string;
  value: unknown;
  bound: string;
}

function resolved(schema: Schema, root: Schema): Schema {
  return schema.$ref ? resolved(resolve(root, schema.$ref), root) : schema;
}

/** One step past a bound of `schema`, or undefined when it has none that a value can cross. */
function pastBoundOf(schema: Schema): { value: unknown; bound: string } | undefined {
  if (typeof schema.maxLength === "number") return { value: "a".repeat(schema.maxLength + 1), bound: `maxLength ${schema.maxLength}` };
  if (typeof schema.maxItems === "number" && schema.items?.enum) {
    const items = Array.from({ length: schema.maxItems + 1 }, (_, i) => schema.items.enum[i % schema.items.enum.length]);
    return { value: items, bound: `maxItems ${schema.maxItems}` };
  }
  const integer = schema.type === "integer" || (Array.isArray(schema.type) && schema.type.includes("integer"));
  const step = integer ? 1 : 0.5;
  if (typeof schema.maximum === "number") return { value: schema.maximum + step, bound: `maximum ${schema.maximum}` };
  if (typeof schema.minimum === "number") return { value: schema.minimum - step, bound: `minimum ${schema.minimum}` };
  return undefined;
}

/** Every top-level field of a body schema that has a bound a value can cross. */
export function boundedFields(body: Schema, root: Schema): PastBound[] {
  const schema = resolved(body, root);
  return Object.entries<Schema>(schema.properties ?? {}).flatMap(([field, property]) => {
    const past = pastBoundOf(resolved(property, root));
    return past ? [{ field, ...past }] : [];
  });
}
