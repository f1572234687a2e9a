import { schemaTypes } from "./json-schema";
import type { Operation, OperationParameter } from "./operations";
import { type Validated, type Validator, createValidator, toValibot, valibotValidator } from "./schema-validator";
import { objectNode } from "./valibot-nodes";
import { optionalNode } from "./valibot-wrappers";
import { didYouMean } from "./suggest";
import { toPointer } from "./validation-issue";

export interface OperationInput {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface OperationValidator {
  /** Path parameters; a value that cannot be an id of this kind means "no such resource". */
  path(params: Record<string, string>): Validated<Record<string, string>>;
  /**
   * Query parameters of a query string (without `?`), coerced to the contract's types, defaults
   * applied. The result is frozen: it may be shared with other requests.
   */
  query(queryString: string): Validated<Record<string, unknown>>;
  /** Header parameters (e.g. `Idempotency-Key`), reported under `/headers/<name>`. */
  headers(header: (name: string) => string | null | undefined): Validated<Record<string, unknown>>;
  /** The JSON body (`undefined` when none was sent); ignored by operations that take none. */
  body(json: unknown): Validated<unknown>;
}

// Decimal only: Number() would also read "0x10", "0b11", "1e3" and " 7 ", which the contract's
// integers are not.
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * Query strings carry only text; a numeric or boolean parameter is converted first so that the
 * schema judges the value, and text that is not a decimal number stays text and fails as "must
 * be a number".
 */
function coercion(parameter: OperationParameter): (raw: string) => unknown {
  const types = schemaTypes(parameter.schema);
  if (types.includes("integer") || types.includes("number")) {
    return (raw) => (DECIMAL.test(raw) ? Number(raw) : raw);
  }
  if (types.includes("boolean")) return (raw) => (raw === "true" || raw === "false" ? raw === "true" : raw);
  return (raw) => raw;
}

const NOTHING: Validated<Record<string, unknown>> = Object.freeze({ ok: true, value: Object.freeze({}) });

function objectValidator(parameters: OperationParameter[]): Validator<Record<string, unknown>> {
  // Most operations have no path or header parameters; nothing to parse, on every request.
  if (parameters.length === 0) return () => NOTHING;
  const shape = parameters.map((p) => [p.name, p.required ? toValibot(p.schema) : optionalNode(toValibot(p.schema))]);
  return valibotValidator(objectNode(Object.fromEntries(shape), "strip"));
}

/** Reads each parameter through `lookup` (by `lookupName`) and converts it to the contract's type. */
function parameterReader(parameters: OperationParameter[], lookupName = (name: string) => name) {
  const readers = parameters.map((p) => ({ name: p.name, asked: lookupName(p.name), coerce: coercion(p) }));
  return (lookup: (name: string) => string | null | undefined) => {
    const values: Record<string, unknown> = {};
    for (const { name, asked, coerce } of readers) {
      const raw = lookup(asked);
      if (raw !== null && raw !== undefined) values[name] = coerce(raw);
    }
    return values;
  };
}

/**
 * Query parameters the operation does not define: refused like unknown body fields, so that a
 * typo (`?citty=austin`) is not read as "no filter" and answered with everything.
 */
function withUnknown(
  result: Validated<Record<string, unknown>>,
  search: URLSearchParams,
  known: readonly string[],
): Validated<Record<string, unknown>> {
  const expected = known.length > 0 ? `one of ${known.join(", ")}` : "no query parameters";
  const unknown = [...new Set(search.keys())]
    .filter((name) => !known.includes(name))
    .map((name) => ({ pointer: toPointer([name], "/query"), message: `is not a documented query parameter${didYouMean(name, known)}`, expected }));
  if (unknown.length === 0) return result;
  return { ok: false, issues: [...(result.ok ? [] : result.issues), ...unknown] };
}

/**
 * Scalar parameters given more than once (`?limit=1&limit=abc`): there is no one value to judge,
 * and reading the first would answer a request other than the one sent while the rest skip the
 * contract. An issue of the value itself at the same pointer gives way to this one.
 */
function withRepeats(
  result: Validated<Record<string, unknown>>,
  search: URLSearchParams,
  scalar: ReadonlySet<string>,
): Validated<Record<string, unknown>> {
  const counts = new Map<string, number>();
  for (const name of search.keys()) if (scalar.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const repeats = [...counts]
    .filter(([, count]) => count > 1)
    .map(([name, count]) => ({ pointer: toPointer([name], "/query"), message: `is given ${count} times; it takes one value`, expected: "one value" }));
  if (repeats.length === 0) return result;
  const refused = new Set(repeats.map((issue) => issue.pointer));
  const others = result.ok ? [] : result.issues.filter((issue) => !refused.has(issue.pointer));
  return { ok: false, issues: [...repeats, ...others] };
}

const cache = new WeakMap<Operation, OperationValidator>();

/** Query strings whose validation an operation keeps. */
const QUERY_MEMO_SIZE = 256;

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

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
  const readQuery = parameterReader(queryParams);
  const queryNames = queryParams.map((p) => p.name);
  // Only an array parameter may repeat (OpenAPI's form style). The contracts declare none yet;
  // one would also need the reader to take every value (getAll), not the first.
  const scalarQuery = new Set(queryParams.filter((p) => !schemaTypes(p.schema).includes("array")).map((p) => p.name));
  const queryMemo = new Map<string, Validated<Record<string, unknown>>>();
  // Header names are case-insensitive; lookups take them in lower case.
  const readHeaders = parameterReader(headerParams, (name) => name.toLowerCase());
  const body = operation.body ? createValidator(operation.body.schema) : undefined;
  const bodyRequired = operation.body?.required === true;

  return {
    path: (params) => path(params) as Validated<Record<string, string>>,
    // Clients repeat a few query strings (a page polled, a filter reused) and validating one is
    // pure, so each operation keeps the results of the latest ones.
    query(queryString) {
      let result = queryMemo.get(queryString);
      if (result === undefined) {
        const search = new URLSearchParams(queryString);
        const checked = withRepeats(query(readQuery((name) => search.get(name)), "/query"), search, scalarQuery);
        result = deepFreeze(withUnknown(checked, search, queryNames));
        if (queryMemo.size >= QUERY_MEMO_SIZE) queryMemo.delete(queryMemo.keys().next().value as string);
        queryMemo.set(queryString, result);
      }
      return result;
    },
    headers: (lookup) => header(readHeaders(lookup), "/headers"),
    body(json) {
      if (!body) return { ok: true, value: undefined };
      if (json === undefined && !bodyRequired) return body({});
      if (json === undefined) return { ok: false, issues: [{ pointer: "", message: "a JSON body is required", expected: "object" }] };
      return body(json);
    },
  };
}
