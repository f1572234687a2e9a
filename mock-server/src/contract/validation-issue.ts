import type { Issue } from "./valibot-nodes";

/** One bad field, as the contract's `ValidationIssue` describes it. */
export interface ValidationIssue {
  pointer: string;
  message: string;
  expected?: string;
}

type Path = readonly PropertyKey[];

/** The contract's `ValidationIssue.pointer` maxLength; a longer key is cut (its start names it). */
const MAX_POINTER = 1024;

/** How a `pattern` failure begins; the sandbox puts its own patterns in words instead. */
export const PATTERN_MESSAGE = "must match the pattern ";

/** RFC 6901 pointer of `path` below `prefix` (e.g. `/query`). */
export function toPointer(path: Path, prefix = ""): string {
  const pointer = prefix + path.map((key) => `/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
  return pointer.length > MAX_POINTER ? pointer.slice(0, MAX_POINTER).replace(/~$/, "") : pointer;
}

export function valueAt(input: unknown, path: Path): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? "an" : "a");

/** "must have at least 1 character" / "string of at least 2 characters", by what was measured. */
function lengthTexts(issue: Issue, word: "least" | "most"): [string, string] {
  const [origin, unit] = Array.isArray(issue.input) ? ["array", "item"] : ["string", "character"];
  const bound = String(issue.requirement);
  const units = bound === "1" ? unit : `${unit}s`;
  return [`must have at ${word} ${bound} ${units}`, `${origin} of at ${word} ${bound} ${units}`];
}

/** "must be >= 0" / "number >= 0". */
function boundTexts(type: string, op: string, bound: unknown): [string, string] {
  return [`must be ${op} ${String(bound)}`, `${type} ${op} ${String(bound)}`];
}

// Returns [message, expected]; the messages are written for people reading a 400 in a terminal.
function describe(issue: Issue): [string, string | undefined] {
  switch (issue.type) {
    case "string": case "number": case "boolean": case "null": case "object": case "array": case "integer": case "never": case "nonoptional":
      return [`must be ${article(issue.type)} ${issue.type}`, issue.type];
    case "min_length": return lengthTexts(issue, "least");
    case "max_length": return lengthTexts(issue, "most");
    case "min_value": return boundTexts("number", ">=", issue.requirement);
    case "max_value": return boundTexts("number", "<=", issue.requirement);
    case "gt_value": return boundTexts("number", ">", issue.requirement);
    case "lt_value": return boundTexts("number", "<", issue.requirement);
    case "safe_integer": return boundTexts("integer", (issue.requirement as number) > 0 ? "<=" : ">=", issue.requirement);
    case "multiple_of": return [`must be a multiple of ${String(issue.requirement)}`, `multiple of ${String(issue.requirement)}`];
    case "regex": return [`${PATTERN_MESSAGE}${String(issue.requirement)}`, `string matching ${String(issue.requirement)}`];
    case "email": return ["must be a valid email address", "string (email)"];
    case "url": return ["must be a valid absolute URI", "string (uri)"];
    case "date_time": return ["must be an ISO 8601 date-time", "string (datetime)"];
    case "values": {
      const values = (issue.requirement as unknown[]).map((value) => JSON.stringify(value)).join(", ");
      return [`must be one of ${values}`, `one of ${values}`];
    }
    case "union": return ["does not match any allowed shape", "one of the documented shapes"];
    case "unknown_key": return ["is not a documented field", "no such field"];
    default: return [issue.message, undefined];
  }
}

function fromIssue(issue: Issue, input: unknown, prefix: string): ValidationIssue {
  const path = issue.path?.map((item) => item.key as PropertyKey) ?? [];
  const [described, expected] = describe(issue);
  // A required field that is absent fails its type, enum or union check; say it plainly.
  const absent = issue.type !== "unique_items" && issue.type !== "unknown_key" && valueAt(input, path) === undefined;
  return { pointer: toPointer(path, prefix), message: absent ? "is required" : described, ...(expected ? { expected } : {}) };
}

/** Turns valibot's issues into contract issues, one per bad field (each unknown key gets its own). */
export function toValidationIssues(issues: readonly Issue[], input: unknown, prefix = ""): ValidationIssue[] {
  return issues.map((issue) => fromIssue(issue, input, prefix));
}
