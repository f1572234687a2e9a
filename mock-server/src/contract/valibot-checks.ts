import * as v from "valibot";
import { type Config, type Dataset, type Node, addIssue, node } from "./valibot-nodes";

// The checks of strings, numbers and arrays whose meaning valibot's own actions do not give as
// zod's do: lengths (zod measures whatever has a length, even after a wrong type, and a string in
// characters, not UTF-16 units), integers (a fraction stops the other checks), multipleOf on
// decimals, and the formats email, uri and date-time with zod's own patterns (a uri that the URL
// parser would change is refused, not rewritten as zod does).

export type Action = v.GenericValidation<unknown> & { "~run"(dataset: Dataset, config: Config): Dataset };

function action(type: string, requirement: unknown, check: (dataset: Dataset, config: Config) => void): Action {
  return {
    kind: "validation", type, reference: action, expects: null, async: false, requirement, message: undefined,
    "~run"(dataset: Dataset, config: Config) {
      check(dataset, config);
      return dataset;
    },
  } as unknown as Action;
}

/** A string's characters (code points), a lone surrogate counting as one, as `[...text].length`. */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/**
 * A string's length as JSON Schema counts it (2020-12 Validation 6.3.1: characters, as ajv and
 * zod count them), not UTF-16 units: 200 emoji fit a maxLength of 200. A code point is one or two
 * units, so the count is needed only when the units alone cannot decide.
 */
function measured(value: { length: number }, type: "min_length" | "max_length", bound: number): number {
  const units = value.length;
  if (typeof value !== "string") return units;
  const inDoubt = type === "max_length" ? units > bound : units >= bound && units < bound * 2;
  return inDoubt ? codePoints(value) : units;
}

/** minLength / maxLength / minItems / maxItems; run unless an integer check failed below. */
export function lengthCheck(type: "min_length" | "max_length", bound: number): Action {
  return action(type, bound, (dataset, config) => {
    const value = dataset.value as { length?: unknown } | null | undefined;
    if (typeof value?.length !== "number" || dataset.aborted || dataset.issues?.some((issue) => issue.abort)) return;
    const length = measured(value as { length: number }, type, bound);
    if (type === "min_length" ? length < bound : length > bound) addIssue({ kind: "validation", type, requirement: bound }, dataset, config);
  });
}

/** maxItems, judged before the items are: a longer array is refused whole, as zod does. */
export const lengthCap = (array: Node, max: number): Node =>
  node("array", (dataset, config) => {
    if (!Array.isArray(dataset.value) || dataset.value.length <= max) return array["~run"](dataset as never, config as never) as Dataset;
    addIssue({ kind: "schema", type: "max_length", requirement: max }, dataset, config);
    dataset.issues!.at(-1)!.abort = true;
    return dataset;
  });

/** type integer: a fraction is a wrong type; beyond the safe range, a bound. */
export const integerCheck = (): Action =>
  action("integer", undefined, (dataset, config) => {
    const value = dataset.value as number;
    if (!dataset.typed) return;
    if (!Number.isInteger(value)) {
      addIssue({ kind: "schema", type: "integer", expects: "integer" }, dataset, config);
      dataset.issues!.at(-1)!.abort = true;
    } else if (!Number.isSafeInteger(value)) {
      addIssue({ kind: "validation", type: "safe_integer", requirement: value > 0 ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER }, dataset, config);
    }
  });

// zod's remainder: decimal multiples (2.03 of 0.07) count despite binary rounding.
function floatSafeRemainder(value: number, step: number): number {
  const ratio = value / step;
  const rounded = Math.round(ratio);
  return Math.abs(ratio - rounded) < 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1) ? 0 : ratio - rounded;
}

export const multipleOfCheck = (divisor: number): Action =>
  action("multiple_of", divisor, (dataset, config) => {
    if (dataset.typed && floatSafeRemainder(dataset.value as number, divisor) !== 0) addIssue({ kind: "validation", type: "multiple_of", requirement: divisor }, dataset, config);
  });

// zod 4.6's email and date-time (with offset, seconds required) patterns.
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const DATE = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Also the clock's own check of an instant (clock-state.ts), so --clock takes what the sandbox takes. */
export const DATE_TIME = new RegExp(`^${DATE}T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$`);

const patternCheck = (type: string, pattern: RegExp): Action =>
  action(type, pattern, (dataset, config) => {
    if (dataset.typed && !pattern.test(dataset.value as string)) addIssue({ kind: "validation", type, requirement: pattern }, dataset, config);
  });

const canParse = (text: string): boolean => {
  try {
    return typeof URL.canParse === "function" ? URL.canParse(text) : (new URL(text), true);
  } catch {
    return false;
  }
};

/**
 * What the URL parser drops without a word: tabs and newlines anywhere, C0 controls and spaces at
 * either end. zod's url() stores the value so cleaned; the contract refuses it instead (the one
 * place it departs from zod), so that what is stored, a webhook URL or a redirect URI matched
 * exactly, is what the caller sent.
 */
function droppedCharacter(text: string): string | undefined {
  const inside = /[\t\n\r]/.exec(text)?.[0];
  if (inside !== undefined) return `must not contain the character ${JSON.stringify(inside)}`;
  if (/^[\u0000-\u0020]/.test(text)) return `must not start with the character ${JSON.stringify(text[0])}`;
  if (/[\u0000-\u0020]$/.test(text)) return `must not end with the character ${JSON.stringify(text.at(-1))}`;
  return undefined;
}

/** uri and uri-reference as zod's url() (what the URL parser reads), but never rewritten. */
const urlCheck = (): Action =>
  action("url", undefined, (dataset, config) => {
    if (!dataset.typed) return;
    const text = dataset.value as string;
    const dropped = droppedCharacter(text);
    if (dropped !== undefined) {
      addIssue({ kind: "validation", type: "url_character", message: `${dropped}: URL parsers drop it, so the URI would change silently` }, dataset, config);
    } else if (!canParse(text)) addIssue({ kind: "validation", type: "url" }, dataset, config);
  });

/** Formats zod's fromJSONSchema checks and this conversion does not: the contract must not use them. */
const UNCHECKED_FORMATS = new Set(["uuid", "guid", "date", "time", "duration", "hostname", "ipv4", "ipv6", "mac", "cidr", "cidr-v6", "base64", "base64url", "e164", "credit_card", "iban", "jwt", "emoji", "nanoid", "cuid", "cuid2", "ulid", "xid", "ksuid"]);

// Other formats (int32, double, json-pointer) are annotations zod does not check either.
export function formatCheck(format: unknown): Action | undefined {
  if (format === "email") return patternCheck("email", EMAIL);
  if (format === "uri" || format === "uri-reference") return urlCheck();
  if (format === "date-time") return patternCheck("date_time", DATE_TIME);
  if (UNCHECKED_FORMATS.has(format as string)) throw new Error(`The engine's schema conversion does not check format ${String(format)}`);
  return undefined;
}
