import { z } from "zod";
import { type JsonSchema, componentDefs } from "./json-schema";
import { semanticChecker } from "./semantic-rules";
import { type ValidationIssue, toValidationIssues } from "./validation-issue";

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

export type Validator<T = unknown> = (value: unknown, pointerPrefix?: string) => Validated<T>;

/** zod schema for a contract schema (in `#/$defs/…` form), resolved against every component. */
export function toZod(schema: JsonSchema): z.ZodType {
  return z.fromJSONSchema({ ...schema, $defs: componentDefs } as never, { defaultTarget: "draft-2020-12" });
}

/**
 * Validates against a contract schema and the contract's prose rules; the result lists every bad
 * field, and on success carries the value with the contract's defaults applied.
 */
export function createValidator<T = unknown>(schema: JsonSchema): Validator<T> {
  const zod = toZod(schema);
  const semantic = semanticChecker(schema);
  return (value, prefix = "") => {
    const parsed = zod.safeParse(value);
    const issues = [
      ...(parsed.success ? [] : toValidationIssues(parsed.error.issues, value, prefix)),
      ...semantic(value, prefix),
    ];
    return issues.length === 0 && parsed.success ? { ok: true, value: parsed.data as T } : { ok: false, issues };
  };
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
