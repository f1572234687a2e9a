import type { components, operations } from "./generated/sandbox";
import { sandboxQueries, sandboxSchemas } from "./generated/sandbox-contract";
import type { JsonSchema } from "./json-schema";
import { operationValidator } from "./operation-validator";
import type { Operation } from "./operations";
import { createValidator, type Validated, type Validator } from "./schema-validator";
import { PATTERN_MESSAGE, type ValidationIssue } from "./validation-issue";

// sandbox.yaml's request bodies validated as the API's are: from the contract, never from a copy.
// The sandbox's schemas are inlined where they are referenced, and its references into
// openapi.yaml take the form the API's validator resolves against the embedded API contract, so
// one validator serves both documents without a second namespace of component names.

export type SandboxSchemas = components["schemas"];
export type SandboxComponent = keyof typeof sandboxSchemas;

const LOCAL = "#/components/schemas/";
const API = "../openapi.yaml#/components/schemas/";

/** A sandbox schema with its own references inlined and its API references in the API's form. */
function resolve(node: unknown, trail: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => resolve(item, trail));
  if (node === null || typeof node !== "object") return node;
  const { $ref, ...rest } = node as JsonSchema;
  const siblings = resolveEach(rest, trail);
  if (typeof $ref !== "string") return siblings;
  if ($ref.startsWith(API)) return { $ref: LOCAL + $ref.slice(API.length), ...siblings };
  if (!$ref.startsWith(LOCAL)) throw new Error(`sandbox.yaml: unsupported reference ${$ref}`);
  const name = $ref.slice(LOCAL.length);
  if (trail.includes(name)) throw new Error(`sandbox.yaml: ${name} refers to itself, which the sandbox validator does not inline`);
  // A keyword beside `$ref` applies with the target's (e.g. a `default`), as JSON Schema 2020 says.
  return { ...(resolve(schemaOf(name), [...trail, name]) as JsonSchema), ...siblings };
}

function resolveEach(schema: JsonSchema, trail: readonly string[]): JsonSchema {
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (VERBATIM.has(key)) return [key, value];
      if (key !== "properties" || value === null || typeof value !== "object") return [key, resolve(value, trail)];
      // Property names are names, whatever they are called (a field may be named `default`).
      return [key, Object.fromEntries(Object.entries(value).map(([name, child]) => [name, resolve(child, trail)]))];
    }),
  );
}

/** Data, not schemas: never walked for references. */
const VERBATIM = new Set(["enum", "const", "default", "examples", "example", "required"]);

function schemaOf(name: string): JsonSchema {
  const schema = (sandboxSchemas as Record<string, JsonSchema>)[name];
  if (!schema) throw new Error(`sandbox.yaml has no request component schema ${name}`);
  return schema;
}

/** One sandbox component schema, self-contained but for references to the API contract. */
export function sandboxSchema(name: SandboxComponent): JsonSchema {
  return resolve(schemaOf(name), [name]) as JsonSchema;
}

/** sandbox.yaml's patterns in words: a regular expression in a 400 helps nobody fix a body. */
const PATTERN_WORDS: [unknown, string][] = [
  ["\\S", "must not be blank"],
  [(sandboxSchemas.EmailDomains.items as JsonSchema).pattern, "must be a domain name such as acme.test"],
  [sandboxSchemas.SsoSettings.oneOf[1]!.properties.issuer?.pattern, "must be an http or https URL"],
  [sandboxSchemas.OAuthClientCreate.properties.organization_id.pattern, "must be an organisation id such as org_demo"],
];

// The pattern is quoted as written or as a RegExp literal (`/…/`), whichever the validator prints.
const WORDS = new Map(PATTERN_WORDS.flatMap(([pattern, words]) => [[`${pattern}`, words], [`${new RegExp(pattern as string)}`, words]]));

function inWords(issue: ValidationIssue): ValidationIssue {
  const pattern = issue.message.startsWith(PATTERN_MESSAGE) ? issue.message.slice(PATTERN_MESSAGE.length) : undefined;
  const words = pattern === undefined ? undefined : WORDS.get(pattern);
  return words ? { ...issue, message: words } : issue;
}

/** One issue per field, the first found: a blank name is blank, not also too short. */
function firstPerField(issues: ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter(({ pointer }) => !seen.has(pointer) && Boolean(seen.add(pointer)));
}

/** A validator of a schema taken from sandboxSchema (e.g. one branch of a `oneOf`). */
export function sandboxSchemaValidator<T>(schema: JsonSchema): Validator<T> {
  const validate = createValidator<T>(schema);
  return (value, prefix) => {
    const result = validate(value, prefix);
    return result.ok ? result : { ok: false, issues: firstPerField(result.issues).map(inWords) };
  };
}

const byName = new Map<string, Validator>();

/** The validator of one sandbox.yaml component schema, e.g. `FaultCreate`; built once. */
export function sandboxValidator<K extends SandboxComponent>(name: K): Validator<SandboxSchemas[K]> {
  let validator = byName.get(name);
  if (!validator) {
    validator = sandboxSchemaValidator(sandboxSchema(name));
    byName.set(name, validator);
  }
  return validator as Validator<SandboxSchemas[K]>;
}

/**
 * `value` with its `name` trimmed, as sandbox.yaml stores names: the bounds measure the name that
 * is kept. A blank name stays as sent, to be told it is blank rather than empty.
 */
export function withTrimmedName(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const { name } = value as { name?: unknown };
  return typeof name === "string" && name.trim() !== "" ? { ...value, name: name.trim() } : value;
}

/** Each string item of the array at `key` of an object, with its pointer (for rules over raw input). */
export function stringItems(value: unknown, key: string): [string, string][] {
  const items = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, i) => (typeof item === "string" ? [[`/${key}/${i}`, item] as [string, string]] : []));
}

/** Whether `pointer` is the field at `at` or anything in it. */
export const pointsInto = (pointer: string, at: string): boolean => pointer === at || pointer.startsWith(`${at}/`);

/** Whether the schema refused the field at `at` or anything in it. */
const refusedBelow = (refused: Set<string>, at: string): boolean => [...refused].some((pointer) => pointsInto(pointer, at));

/**
 * `validator` plus a rule JSON Schema cannot state (an address syntax, a field only one plan
 * takes), so that one answer lists every bad field. The rule judges the validated value, or a
 * body the schema refused elsewhere as sent (so it must read any object); where the schema
 * already refused a field, its issue stands. A rule that compares fields names them in `reads`:
 * while the schema refuses one of them there is nothing to compare. A rule over each item on its
 * own reads none.
 */
export function withRule<T>(validator: Validator<T>, rule: (value: T) => ValidationIssue[], reads: string[] = []): Validator<T> {
  return (value, prefix = "") => {
    const result = validator(value, prefix);
    const refused = new Set(result.ok ? [] : result.issues.map((issue) => issue.pointer));
    const judgesSent = value !== null && typeof value === "object" && !Array.isArray(value) && reads.every((field) => !refusedBelow(refused, `${prefix}/${field}`));
    const found = result.ok ? rule(result.value) : judgesSent ? rule(value as T) : [];
    const extra = found.map((issue) => ({ ...issue, pointer: prefix + issue.pointer })).filter((issue) => !refused.has(issue.pointer));
    if (extra.length === 0) return result;
    return { ok: false, issues: (result.ok ? [] : result.issues).concat(extra) };
  };
}

const queryOperations = new Map<string, Operation>();

/**
 * The query parameters of one sandbox.yaml operation, checked as the API's are: converted from
 * text to their schema's type, bounds applied, an undocumented parameter refused (so an operation
 * that documents none takes none).
 */
export function sandboxQuery(operationId: keyof operations, queryString: string): Validated<Record<string, unknown>> {
  let operation = queryOperations.get(operationId);
  if (!operation) {
    const documented: { name: string; required: boolean; schema: unknown }[] = (sandboxQueries as Partial<Record<string, typeof documented>>)[operationId] ?? [];
    const parameters = documented.map(({ name, required, schema }) => ({ name, in: "query" as const, required, schema: resolve(schema, []) as JsonSchema }));
    operation = { id: operationId, method: "GET", path: "", routePath: "", scopes: {}, parameters, responses: {} };
    queryOperations.set(operationId, operation);
  }
  return operationValidator(operation).query(queryString);
}
