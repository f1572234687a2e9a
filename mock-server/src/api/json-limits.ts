import { toPointer } from "../contract/validation-issue";
import { validationProblem } from "./problem";
import type { ValidationIssue } from "../contract/validation-issue";

// In a "u" regex a surrogate pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Deepest nesting of arrays and objects a body may have. A state snapshot of the demo data, the
 * deepest body the contracts describe, nests 7 levels. The validator, the journal's redaction and
 * JSON.stringify recurse, and a 10 KB body of `[[[[…` would otherwise overflow the stack into a 500.
 */
export const MAX_JSON_DEPTH = 64;

type Path = (string | number)[];

/**
 * The first field that breaks a rule, walked without recursion so that no depth overflows it:
 * a string (value or member name) holding an unpaired surrogate, or nesting past MAX_JSON_DEPTH.
 */
function firstBreach(json: unknown): ValidationIssue | undefined {
  const stack: [unknown, Path][] = [[json, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return loneSurrogate(path);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH) {
      return { pointer: toPointer(path), message: `nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`, expected: `at most ${MAX_JSON_DEPTH} levels of nesting` };
    }
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
    // Pushed in reverse, so fields are visited in document order and the first breach is reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, member] = entries[i]!;
      if (typeof key === "string" && LONE_SURROGATE.test(key)) stack.push([key, [...path, key]]);
      else stack.push([member, [...path, key]]);
    }
  }
  return undefined;
}

function loneSurrogate(path: Path): ValidationIssue {
  return {
    pointer: toPointer(path),
    message: "contains an unpaired UTF-16 surrogate (a \\uD800-\\uDFFF escape without its other half)",
    expected: "well-formed Unicode text",
  };
}

/**
 * Refuses a parsed body that the engine cannot safely keep or walk, with a 400 naming the field.
 * JSON may escape half a surrogate pair ("\ud800"), which is no Unicode text: stored, it would
 * come back in lists that strict JSON tools and UTF-8 encoders refuse. And nesting is bounded.
 */
export function refuseUnsafeJson(json: unknown): void {
  const breach = firstBreach(json);
  if (breach) throw validationProblem([breach]);
}
