import { z } from "zod";
import { type JsonSchema, componentDefs, refName } from "./json-schema";
import { semanticChecker } from "./semantic-rules";
import { type ValidationIssue, toValidationIssues } from "./validation-issue";

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

export type Validator<T = unknown> = (value: unknown, pointerPrefix?: string) => Validated<T>;

/**
 * The components `schema` reaches through its references, transitively. fromJSONSchema copies its
 * whole input (a JSON round trip) before converting, so handing it every component made each
 * conversion copy the contract: most of a first request to an operation.
 */
function reachableDefs(schema: JsonSchema): Record<string, JsonSchema> {
  const defs: Record<string, JsonSchema> = {};
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) return node.forEach(visit);
    for (const [key, value] of Object.entries(node)) {
      const name = key === "$ref" ? refName(node)?.split("/")[0] : undefined;
      if (name === undefined) visit(value);
      else if (!(name in defs) && componentDefs[name]) visit((defs[name] = componentDefs[name]));
    }
  };
  visit(schema);
  return defs;
}

const convert = (schema: JsonSchema) =>
  z.fromJSONSchema({ ...schema, $defs: reachableDefs(schema) } as never, { defaultTarget: "draft-2020-12" });

const zodByComponent = new Map<string, z.ZodType>();

/** zod schema for a contract schema (in `#/$defs/…` form), resolved against every component. */
export function toZod(schema: JsonSchema): z.ZodType {
  // A bare reference reuses the component's conversion: converting is the costly part of a
  // first request, and most operation schemas are references to the same few components.
  const name = Object.keys(schema).length === 1 ? refName(schema) : undefined;
  if (name === undefined) return convert(schema);
  let zod = zodByComponent.get(name);
  if (!zod) zodByComponent.set(name, (zod = convert({ $ref: `#/$defs/${name}` })));
  return zod;
}

/** A validator over a zod schema, plus optional checks of the contract's prose rules. */
export function zodValidator<T>(zod: z.ZodType, semantic?: (value: unknown, prefix?: string) => ValidationIssue[]): Validator<T> {
  return (value, prefix = "") => {
    const parsed = zod.safeParse(value);
    const semanticIssues = semantic?.(value, prefix);
    if (parsed.success && !semanticIssues?.length) return { ok: true, value: parsed.data as T };
    const issues = parsed.success ? [] : toValidationIssues(parsed.error.issues, value, prefix);
    return { ok: false, issues: semanticIssues ? issues.concat(semanticIssues) : issues };
  };
}

/**
 * Validates against a contract schema and the contract's prose rules; the result lists every bad
 * field, and on success carries the value with the contract's defaults applied.
 */
export function createValidator<T = unknown>(schema: JsonSchema): Validator<T> {
  return zodValidator<T>(toZod(schema), semanticChecker(schema));
}

const byComponent = new Map<string, Validator>();

/** The validator of one component schema, e.g. `LeadCreate`; built once. */
export function componentValidator<T = unknown>(name: string): Validator<T> {
  let validator = byComponent.get(name);
  if (!validator) {
    if (!componentDefs[name]) throw new Error(`The contract has no component schema ${name}`);
    validator = createValidator({ $ref: `#/$defs/${name}` });
    byComponent.set(name, validator);
  }
  return validator as Validator<T>;
}
