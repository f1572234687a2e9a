import { z } from "zod";
import { schemaTypes } from "./json-schema";
import type { Operation, OperationParameter } from "./operations";
import { type Validated, type Validator, createValidator, toZod, zodValidator } from "./schema-validator";

export interface OperationInput {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface OperationValidator {
  /** Path parameters; a value that cannot be an id of this kind means "no such resource". */
  path(params: Record<string, string>): Validated<Record<string, string>>;
  /** Query parameters, coerced from strings to the contract's types, defaults applied. */
  query(search: URLSearchParams): Validated<Record<string, unknown>>;
  /** Header parameters (e.g. `Idempotency-Key`), reported under `/headers/<name>`. */
  headers(header: (name: string) => string | null | undefined): Validated<Record<string, unknown>>;
  /** The JSON body (`undefined` when none was sent); ignored by operations that take none. */
  body(json: unknown): Validated<unknown>;
}

// Query strings carry only text; a numeric or boolean parameter is converted first so that the
// schema judges the value, and text that is not a number stays text and fails as "must be a number".
function coerce(raw: string, parameter: OperationParameter): unknown {
  const types = schemaTypes(parameter.schema);
  if ((types.includes("integer") || types.includes("number")) && raw.trim() !== "" && !Number.isNaN(Number(raw))) {
    return Number(raw);
  }
  if (types.includes("boolean") && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}

function objectValidator(parameters: OperationParameter[]): Validator<Record<string, unknown>> {
  const shape = parameters.map((p) => [p.name, p.required ? toZod(p.schema) : toZod(p.schema).optional()]);
  return zodValidator(z.object(Object.fromEntries(shape)));
}

const cache = new WeakMap<Operation, OperationValidator>();

/** The operation's validator, built on first use and shared by every engine in the process. */
export function operationValidator(operation: Operation): OperationValidator {
  let validator = cache.get(operation);
  if (!validator) cache.set(operation, (validator = createOperationValidator(operation)));
  return validator;
}

function createOperationValidator(operation: Operation): OperationValidator {
  const pathParams = operation.parameters.filter((p) => p.in === "path");
  const queryParams = operation.parameters.filter((p) => p.in === "query");
  const headerParams = operation.parameters.filter((p) => p.in === "header");
  const path = objectValidator(pathParams);
  const query = objectValidator(queryParams);
  const header = objectValidator(headerParams);
  const body = operation.body ? createValidator(operation.body.schema) : undefined;
  const bodyRequired = operation.body?.required === true;

  return {
    path: (params) => path(params) as Validated<Record<string, string>>,
    query(search) {
      const values: Record<string, unknown> = {};
      for (const parameter of queryParams) {
        const raw = search.get(parameter.name);
        if (raw !== null) values[parameter.name] = coerce(raw, parameter);
      }
      return query(values, "/query");
    },
    headers(lookup) {
      const values: Record<string, unknown> = {};
      for (const parameter of headerParams) {
        const raw = lookup(parameter.name.toLowerCase());
        if (raw !== null && raw !== undefined) values[parameter.name] = coerce(raw, parameter);
      }
      return header(values, "/headers");
    },
    body(json) {
      if (!body) return { ok: true, value: undefined };
      if (json === undefined && !bodyRequired) return body({});
      if (json === undefined) return { ok: false, issues: [{ pointer: "", message: "a JSON body is required", expected: "object" }] };
      return body(json);
    },
  };
}
