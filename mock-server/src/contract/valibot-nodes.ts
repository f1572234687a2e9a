import * as v from "valibot";

// Valibot schemas for the JSON Schema keywords whose meaning valibot's own schemas do not give
// exactly as zod's fromJSONSchema does, which is the reference the contract's validation is held
// to (test/contract/valibot-from-schema.test.ts). They follow valibot's schema protocol
// (`~run` over a dataset), so valibot's strings, arrays and checks nest in them and they in those.
//
// zod tells an issue that stops a value's checks ("aborting": a wrong type) from one that lets
// them run (a failed check); unions pick their answer by it. Here a `schema` issue aborts, a
// `validation` issue does not, and a dataset may be marked aborted as a whole.

export type Issue = v.BaseIssue<unknown> & { abort?: true };
export type Dataset = { value: unknown; typed?: boolean; issues?: Issue[]; aborted?: boolean };
export type Config = v.Config<Issue>;
export type Node = v.GenericSchema & {
  /** Absence is allowed ("optional") or filled in ("defaulted"), as zod's optin. */
  optin?: "optional" | "defaulted";
  /** The output may be undefined, as zod's optout. */
  optout?: "optional";
};

type Context = { kind: "schema" | "validation"; type: string; expects?: string | null; requirement?: unknown; message?: string };

/** Adds an issue as valibot's own schemas do; a `schema` issue marks the value untyped. */
export function addIssue(context: Context, dataset: Dataset, config: Config, other?: { input?: unknown; path?: v.IssuePathItem[] }): void {
  v._addIssue({ reference: addIssue, ...context } as never, context.type, dataset as never, config as never, other as never);
}

/** zod's `aborted`: an issue that is not a failed check, or a dataset marked as a whole. */
export const aborted = (dataset: Dataset): boolean => dataset.aborted === true || dataset.issues?.some((issue) => issue.kind === "schema") === true;

export function node(type: string, run: (dataset: Dataset, config: Config) => Dataset, extra: Partial<Node> = {}): Node {
  return { kind: "schema", type, reference: node, expects: type, async: false, message: undefined, "~run": run, ...extra } as unknown as Node;
}

const run = (schema: Node, value: unknown, config: Config): Dataset => schema["~run"]({ value }, config as never) as Dataset;

const ok = (dataset: Dataset): Dataset => {
  dataset.typed = !aborted(dataset);
  return dataset;
};

/** Issues of a member, moved below `key` (valibot keeps paths outermost first). */
function nest(into: Dataset, from: Dataset, key: string, input: Record<string, unknown>): void {
  const item: v.IssuePathItem = { type: "object", origin: "value", input, key, value: input[key] } as v.IssuePathItem;
  for (const issue of from.issues ?? []) {
    if (issue.path) (issue.path as v.IssuePathItem[]).unshift(item);
    else (issue as { path?: v.IssuePathItem[] }).path = [item];
    (into.issues ??= []).push(issue);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One member's result into the output, as zod's object does (absent, optional, defaulted). */
function member(out: Dataset, result: Dataset, key: string, input: Record<string, unknown>, schema: Node, config: Config): void {
  const present = key in input;
  const optionalOut = schema.optout === "optional";
  if (!present && optionalOut && schema.optin === "optional") return;
  if (result.issues) {
    if (schema.optin !== undefined && optionalOut && !present) return;
    nest(out, result, key, input);
  }
  if (!present && schema.optin === undefined) {
    const path = [{ type: "object", origin: "value", input, key, value: undefined } as v.IssuePathItem];
    if (!result.issues) addIssue({ kind: "schema", type: "nonoptional" }, out, config, { input: undefined, path });
    return;
  }
  if (result.value !== undefined || present || (schema.optin === "defaulted" && !optionalOut)) (out.value as Record<string, unknown>)[key] = result.value;
}

/**
 * An object. `rest` is "strict" (each unknown key is an issue), "loose" (kept as it is), "strip"
 * (left out) or a schema for them (JSON Schema's additionalProperties).
 */
export function objectNode(shape: Record<string, Node>, rest: "strict" | "loose" | "strip" | Node): Node {
  const keys = Object.keys(shape);
  return node("object", (dataset, config) => {
    const input = dataset.value;
    if (!isObject(input)) return addIssue({ kind: "schema", type: "object", expects: "object" }, dataset, config), dataset;
    dataset.value = {};
    for (const key of keys) {
      if (key === "__proto__") continue;
      const schema = shape[key]!;
      member(dataset, run(schema, input[key], config), key, input, schema, config);
    }
    if (rest === "loose") {
      for (const key in input) if (!Object.hasOwn(shape, key) && key !== "__proto__") (dataset.value as Record<string, unknown>)[key] = input[key];
    } else if (rest !== "strip") {
      const unknown: string[] = [];
      for (const key in input) {
        if (Object.hasOwn(shape, key)) continue;
        if (rest === "strict") unknown.push(key);
        else if (key !== "__proto__") member(dataset, run(rest, input[key], config), key, input, rest, config);
      }
      for (const key of unknown) {
        addIssue({ kind: "validation", type: "unknown_key" }, dataset, config, { input: key, path: [{ type: "object", origin: "key", input, key, value: input[key] } as v.IssuePathItem] });
      }
    }
    return ok(dataset);
  });
}

/**
 * anyOf (the first option that accepts; failing all, the one option whose type matched) or, when
 * `exclusive`, oneOf (exactly one option accepts).
 */
export function unionNode(options: Node[], exclusive: boolean): Node {
  if (options.length === 1) return options[0]!;
  const optin = options.some((o) => o.optin === "defaulted") ? "defaulted" : options.some((o) => o.optin !== undefined) ? "optional" : undefined;
  const optout = options.some((o) => o.optout === "optional") ? "optional" : undefined;
  return node("union", (dataset, config) => {
    const results: Dataset[] = [];
    for (const option of options) {
      const result = run(option, dataset.value, config);
      if (!result.issues && !exclusive) return result;
      results.push(result);
    }
    const matches = results.filter((result) => !result.issues);
    if (matches.length === 1) return matches[0]!;
    if (!exclusive) {
      const typed = results.filter((result) => !aborted(result));
      if (typed.length === 1) return typed[0]!;
    }
    addIssue({ kind: "schema", type: "union" }, dataset, config);
    return dataset;
  }, { ...(optin ? { optin } : {}), ...(optout ? { optout } : {}) });
}
