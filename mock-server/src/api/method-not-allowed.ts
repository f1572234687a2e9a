import { matchOperation } from "../journal/operation-match";
import { ProblemError } from "./problem";

/**
 * The methods that answer a path the contract documents: its operations' methods, HEAD wherever
 * GET is (Hono answers HEAD from GET), and OPTIONS (the CORS preflight).
 */
function allowHeader(methods: readonly string[]): string {
  const allowed = new Set(methods);
  if (allowed.has("GET")) allowed.add("HEAD");
  allowed.add("OPTIONS");
  return [...allowed].join(", ");
}

/**
 * The problem for a request no route answers: 405 with `Allow` when the path is the contract's
 * and only the method is wrong (RFC 9110 §15.5.6), else 404. The path is matched as the journal
 * matches it (journal/operation-match.ts), so the answer and the journal's verdict agree.
 */
export function unroutedProblem(method: string, path: string): ProblemError {
  const match = matchOperation(method, path);
  if (match.kind === "method") {
    const allow = allowHeader(match.methods);
    return new ProblemError(405, "method_not_allowed", `${path} does not take ${method}; it takes ${allow}.`, {}, { Allow: allow });
  }
  return new ProblemError(404, "route_not_found", `No route answers ${method} ${path}.`);
}
