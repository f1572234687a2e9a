import { toPointer } from "../contract/validation-issue";
import { validationProblem } from "./problem";

// In a "u" regex a surrogate pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The path to the first string (value or member name) holding an unpaired surrogate. */
function findLoneSurrogate(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findLoneSurrogate(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, member] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return [...path, key];
    const found = findLoneSurrogate(member, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * JSON may escape half a surrogate pair ("\ud800"), which is no Unicode text: stored, it would
 * come back in lists that strict JSON tools and UTF-8 encoders refuse. 400, naming the field.
 */
export function refuseLoneSurrogates(json: unknown): void {
  const path = findLoneSurrogate(json);
  if (path === undefined) return;
  throw validationProblem([
    {
      pointer: toPointer(path),
      message: "contains an unpaired UTF-16 surrogate (a \\uD800-\\uDFFF escape without its other half)",
      expected: "well-formed Unicode text",
    },
  ]);
}
