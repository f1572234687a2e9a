import * as v from "valibot";
import { type JsonSchema, componentDefs } from "./json-schema";
import { semanticChecker } from "./semantic-rules";
import { type ValidationIssue, toValidationIssues } from "./validation-issue";
import { toValibot } from "./valibot-from-schema";
import type { Issue } from "./valibot-nodes";

export { toValibot };

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

export type Validator<T = unknown> = (value: unknown, pointerPrefix?: string) => Validated<T>;

/** A validator over a valibot schema, plus optional checks of the contract's prose rules. */
export function valibotValidator<T>(schema: v.GenericSchema, semantic?: (value: unknown, prefix?: string) => ValidationIssue[]): Validator<T> {
  return (value, prefix = "") => {
    const parsed = v.safeParse(schema, value);
    const semanticIssues = semantic?.(value, prefix);
    if (parsed.success && !semanticIssues?.length) return { ok: true, value: parsed.output as T };
    const issues = parsed.success ? [] : toValidationIssues(parsed.issues as unknown as Issue[], value, prefix);
    return { ok: false, issues: semanticIssues ? issues.concat(semanticIssues) : issues };
  };
}

/**
 * Validates against a contract schema and the contract's prose rules; the result lists every bad
 * field, and on success carries the value with the contract's defaults applied.
 */
export function createValidator<T = unknown>(schema: JsonSchema): Validator<T> {
  return valibotValidator<T>(toValibot(schema), semanticChecker(schema));
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
