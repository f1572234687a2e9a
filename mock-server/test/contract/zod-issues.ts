import type * as z from "zod/mini";
import { type ValidationIssue, toPointer, valueAt } from "../../src/contract/validation-issue";

export type ZodIssue = z.core.$ZodIssue;

// zod's issues as the contract's, the way the engine said them when it validated with zod: the
// converter tests hold the valibot validator equal to zod's own fromJSONSchema through it.

const TYPE_NAMES: Record<string, string> = { int: "integer", number: "number", string: "string" };

type Bounded = { origin: string; inclusive?: boolean };

/** Expected text for a bound: "string of at least 1 character", "number >= 0". */
/** "characters" / "items", singular for a bound of 1; undefined for a number's bound. */
function unitOf(issue: Bounded, bound: unknown): string | undefined {
  const unit = issue.origin === "string" ? "character" : issue.origin === "array" ? "item" : undefined;
  return unit && (bound === 1 ? unit : `${unit}s`);
}

function boundText(issue: Bounded, bound: unknown, word: "least" | "most"): string {
  const unit = unitOf(issue, bound);
  if (unit) return `${issue.origin} of at ${word} ${String(bound)} ${unit}`;
  const op = word === "least" ? (issue.inclusive ? ">=" : ">") : issue.inclusive ? "<=" : "<";
  return `${TYPE_NAMES[issue.origin] ?? issue.origin} ${op} ${String(bound)}`;
}

function boundMessage(issue: Bounded, bound: unknown, word: "least" | "most"): string {
  const unit = unitOf(issue, bound);
  if (unit) return `must have at ${word} ${String(bound)} ${unit}`;
  return `must be ${boundText(issue, bound, word).replace(/^\S+ /, "")}`;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: "must be a valid email address",
  url: "must be a valid absolute URI",
  datetime: "must be an ISO 8601 date-time",
};

function formatText(issue: Extract<ZodIssue, { code: "invalid_format" }>): string {
  if (issue.format === "regex") return `string matching ${String((issue as { pattern?: unknown }).pattern)}`;
  return `string (${issue.format === "url" ? "uri" : issue.format})`;
}

function formatMessage(issue: Extract<ZodIssue, { code: "invalid_format" }>): string {
  if (issue.format === "regex") return `must match the pattern ${String((issue as { pattern?: unknown }).pattern)}`;
  return FORMAT_MESSAGES[issue.format] ?? `must be a valid ${issue.format}`;
}

// Returns [message, expected]; the messages are written for people reading a 400 in a terminal.
function describe(issue: ZodIssue): [string, string | undefined] {
  switch (issue.code) {
    case "invalid_type": {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return [`must be ${/^[aeiou]/.test(expected) ? "an" : "a"} ${expected}`, expected];
    }
    case "too_small":
      return [boundMessage(issue, issue.minimum, "least"), boundText(issue, issue.minimum, "least")];
    case "too_big":
      return [boundMessage(issue, issue.maximum, "most"), boundText(issue, issue.maximum, "most")];
    case "invalid_format":
      return [formatMessage(issue), formatText(issue)];
    case "invalid_value": {
      const values = issue.values.map((v) => JSON.stringify(v)).join(", ");
      return [`must be one of ${values}`, `one of ${values}`];
    }
    case "not_multiple_of":
      return [`must be a multiple of ${String(issue.divisor)}`, `multiple of ${String(issue.divisor)}`];
    case "invalid_union":
      return ["does not match any allowed shape", "one of the documented shapes"];
    default:
      return [issue.message, undefined];
  }
}

/** Turns zod issues into contract issues, one per bad field (each unknown key gets its own). */
export function zodValidationIssues(issues: readonly ZodIssue[], input: unknown, prefix = ""): ValidationIssue[] {
  return issues.flatMap((issue): ValidationIssue[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        pointer: toPointer([...issue.path, key], prefix),
        message: "is not a documented field",
        expected: "no such field",
      }));
    }
    const [described, expected] = describe(issue);
    // A required field that is absent fails its type, enum or union check; say it plainly.
    const message = issue.code !== "custom" && valueAt(input, issue.path) === undefined ? "is required" : described;
    return [{ pointer: toPointer(issue.path, prefix), message, ...(expected ? { expected } : {}) }];
  });
}
