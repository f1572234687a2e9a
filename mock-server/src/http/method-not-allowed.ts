import { type Operation, operations } from "../contract/operations";
import { ProblemError } from "./problem";

/** Where the API is mounted (create-app). */
const API_PREFIXES = ["/v1", "/api/v1"];

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

// A path parameter matches one segment, as it does in the router.
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}/?$`);

function byPath(list: readonly Operation[]): PathMethods[] {
  const grouped = new Map<string, PathMethods>();
  for (const operation of list) {
    const entry = grouped.get(operation.path) ?? { pattern: patternOf(operation.path), methods: new Set<string>() };
    entry.methods.add(operation.method);
    if (operation.method === "GET") entry.methods.add("HEAD");
    grouped.set(operation.path, entry);
  }
  return [...grouped.values()];
}

let paths: PathMethods[] | undefined;

/** The methods the contract defines for an API path (`/v1/leads` → GET, HEAD, POST), if any. */
export function allowedMethods(requestPath: string): string[] | undefined {
  const prefix = API_PREFIXES.find((p) => requestPath.startsWith(`${p}/`));
  if (prefix === undefined) return undefined;
  const path = requestPath.slice(prefix.length);
  const match = (paths ??= byPath(operations)).find((entry) => entry.pattern.test(path));
  return match ? [...match.methods, "OPTIONS"] : undefined;
}

/**
 * The problem for a request no route answers: 405 with `Allow` when the path is the contract's
 * and only the method is wrong (RFC 9110 §15.5.6), else 404.
 */
export function unroutedProblem(method: string, path: string): ProblemError {
  const allowed = allowedMethods(path);
  if (allowed) {
    return new ProblemError(405, "method_not_allowed", `${path} does not take ${method}; it takes ${allowed.join(", ")}.`, {}, { Allow: allowed.join(", ") });
  }
  return new ProblemError(404, "route_not_found", `No route answers ${method} ${path}.`);
}
