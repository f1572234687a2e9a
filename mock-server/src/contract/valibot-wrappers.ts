import * as v from "valibot";
import { type Config, type Dataset, type Node, addIssue, aborted, node } from "./valibot-nodes";

// The rest of the keywords valibot has no exact schema for: allOf, default, optional members,
// readOnly, uniqueItems, component cycles, numbers, enum and const. Each follows what zod's
// schema of the same name does, see valibot-nodes.ts.

const run = (schema: Node, value: unknown, config: Config): Dataset => schema["~run"]({ value }, config as never) as Dataset;

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));

type Merged = { valid: true; data: unknown } | { valid: false; path: PropertyKey[] };

/** Both sides' outputs as one, as zod's intersection merges them (objects key by key). */
function merge(a: unknown, b: unknown): Merged {
  if (a === b) return { valid: true, data: a };
  if (isPlain(a) && isPlain(b)) {
    const data: Record<string, unknown> = { ...a, ...b };
    if (Object.hasOwn(data, "__proto__")) delete data.__proto__;
    for (const key of Object.keys(a).filter((k) => Object.hasOwn(b, k) && k !== "__proto__")) {
      const shared = merge(a[key], b[key]);
      if (!shared.valid) return { valid: false, path: [key, ...shared.path] };
      data[key] = shared.data;
    }
    return { valid: true, data };
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return { valid: false, path: [] };
    const data: unknown[] = [];
    for (let i = 0; i < a.length; i++) {
      const shared = merge(a[i], b[i]);
      if (!shared.valid) return { valid: false, path: [i, ...shared.path] };
      data.push(shared.data);
    }
    return { valid: true, data };
  }
  return { valid: false, path: [] };
}

const isOwnUnknownKey = (issue: NonNullable<Dataset["issues"]>[number]) => issue.type === "unknown_key" && issue.path?.length === 1;

/** allOf: both sides judge the value; a key is unknown only if neither side documents it. */
export function intersectionNode(left: Node, right: Node): Node {
  return node("intersection", (dataset, config) => {
    const sides = [run(left, dataset.value, config), run(right, dataset.value, config)];
    const rightKeys = new Set(sides[1]!.issues?.filter(isOwnUnknownKey).map((issue) => issue.path![0]!.key));
    const issues = sides.flatMap((side) => side.issues?.filter((issue) => !isOwnUnknownKey(issue)) ?? []);
    issues.push(...(sides[0]!.issues?.filter((issue) => isOwnUnknownKey(issue) && rightKeys.has(issue.path![0]!.key)) ?? []));
    const out: Dataset = { value: dataset.value, ...(issues.length ? { issues } : {}) };
    const merged = merge(sides[0]!.value, sides[1]!.value);
    if (!merged.valid) {
      if (aborted(out)) return (out.typed = false), out;
      throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.path)}`);
    }
    out.value = merged.data;
    out.typed = !aborted(out);
    return out;
  });
}

const shallowClone = (value: unknown) => (isPlain(value) ? { ...value } : Array.isArray(value) ? [...value] : value);

/** JSON Schema's default: an absent value becomes it, unchecked. */
export function defaultNode(inner: Node, value: unknown): Node {
  return node("default", (dataset, config) => {
    if (dataset.value === undefined) return { value: shallowClone(value), typed: true };
    const result = run(inner, dataset.value, config);
    if (result.value === undefined) result.value = shallowClone(value);
    return result;
  }, { optin: "defaulted" });
}

/** A member that need not be present (and may be undefined). */
export function optionalNode(inner: Node): Node {
  const defaulted = inner.optin === "defaulted";
  return node("optional", (dataset, config) => {
    if (dataset.value !== undefined) return run(inner, dataset.value, config);
    if (!defaulted) return (dataset.typed = true), dataset;
    // What fills the absence; if even that fails, absence is still allowed (zod drops its issues).
    const filled = run(inner, undefined, config);
    return { value: filled.issues ? undefined : filled.value, typed: true };
  }, { optin: defaulted ? "defaulted" : "optional", optout: "optional" });
}

/** readOnly: the output is frozen. */
export function readonlyNode(inner: Node): Node {
  return node("readonly", (dataset, config) => {
    const result = run(inner, dataset.value, config);
    result.value = Object.freeze(result.value);
    return result;
  }, { ...(inner.optin ? { optin: inner.optin } : {}), ...(inner.optout ? { optout: inner.optout } : {}) });
}

/** A component that reaches itself: its schema is looked up when a value is parsed. */
export function lazyNode(get: () => Node): Node {
  const schema = node("lazy", (dataset, config) => get()["~run"](dataset as never, config as never) as Dataset);
  Object.defineProperties(schema, { optin: { get: () => get().optin }, optout: { get: () => get().optout } });
  return schema;
}

/** A finite number (JSON has no other kind). */
export const numberNode = (): Node =>
  node("number", (dataset, config) => {
    if (typeof dataset.value === "number" && Number.isFinite(dataset.value)) dataset.typed = true;
    else addIssue({ kind: "schema", type: "number", expects: "number" }, dataset, config);
    return dataset;
  });

/** enum and const: one of the listed values. */
export const valuesNode = (values: readonly unknown[]): Node =>
  node("values", (dataset, config) => {
    if (values.includes(dataset.value)) dataset.typed = true;
    else addIssue({ kind: "schema", type: "values", requirement: values }, dataset, config);
    return dataset;
  });

/**
 * JSON's equality for uniqueItems, as zod's guard computes it: a canonical key per value, or
 * undefined for a value equal to nothing (NaN, or a cycle, which JSON cannot hold).
 */
function canonicalKey(value: unknown, seen = new Set<object>()): string | undefined {
  if (value === null) return "z";
  if (typeof value !== "object") return Number.isNaN(value) ? undefined : `${(typeof value)[0]}${String(value).length}:${String(value)}`;
  if (seen.has(value)) return undefined;
  seen.add(value);
  const entries = Array.isArray(value) ? value.map((item) => ["", item] as const) : Object.keys(value).sort().map((k) => [k, (value as Record<string, unknown>)[k]] as const);
  const parts: string[] = [];
  for (const [k, item] of entries) {
    const key = canonicalKey(item, seen);
    if (key === undefined) return undefined;
    parts.push(Array.isArray(value) ? key : `${k.length}:${k}=${key}`);
  }
  seen.delete(value);
  return Array.isArray(value) ? `a${parts.length}:[${parts.join(",")}]` : `o${parts.length}:{${parts.join(",")}}`;
}

/** uniqueItems, judged before the array's own parse (which may apply item defaults). */
export function uniqueItemsNode(array: Node): Node {
  return node("array", (dataset, config) => {
    const input = dataset.value;
    if (!Array.isArray(input)) return run(array, input, config);
    const firstSeen = new Map<string, number>();
    input.forEach((item, i) => {
      const key = canonicalKey(item);
      if (key === undefined) return;
      const first = firstSeen.get(key);
      if (first === undefined) return void firstSeen.set(key, i);
      const message = `Array items must be unique: element at index ${i} duplicates the one at index ${first}`;
      addIssue({ kind: "validation", type: "unique_items", message }, dataset, config, { input, path: [{ type: "array", origin: "value", input, key: i, value: item } as v.IssuePathItem] });
    });
    if (!dataset.issues) return run(array, input, config);
    dataset.aborted = true;
    dataset.typed = false;
    return dataset;
  });
}
