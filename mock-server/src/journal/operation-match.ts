import { type Operation, operations } from "../contract/operations";
import { didYouMean } from "../contract/suggest";

/** Where openapi.yaml's paths are served. */
const API_PREFIXES = ["/api/v1", "/v1"];

export type OperationMatch =
  | { kind: "operation"; operation: Operation }
  /** The path is documented, the method is not. */
  | { kind: "method"; path: string; methods: string[] }
  /** An API path openapi.yaml does not document. */
  | { kind: "path" }
  /** Not an API path (health, contract, OAuth, dashboard): openapi.yaml does not rule it. */
  | { kind: "outside" };

const templates = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));

/** The contract path a request path names, without the `/v1` or `/api/v1` it is served under. */
function apiPathOf(path: string): string | undefined {
  for (const prefix of API_PREFIXES) {
    if (path === prefix) return "/";
    if (path.startsWith(prefix + "/")) return path.slice(prefix.length);
  }
  return undefined;
}

/** The operation of openapi.yaml a method and path call, or why there is none. */
export function matchOperation(method: string, path: string): OperationMatch {
  const apiPath = apiPathOf(path);
  if (apiPath === undefined) return { kind: "outside" };
  const candidates = templates.filter(({ pattern }) => pattern.test(apiPath));
  // A literal segment wins over a template one (`/leads/export` before `/leads/{lead_id}`).
  candidates.sort((a, b) => literalLength(b.operation.path) - literalLength(a.operation.path));
  const exact = candidates.find(({ operation }) => operation.method === method);
  if (exact) return { kind: "operation", operation: exact.operation };
  if (candidates.length === 0) return { kind: "path" };
  const best = candidates[0]!.operation.path;
  const methods = candidates.filter(({ operation }) => operation.path === best).map(({ operation }) => operation.method);
  return { kind: "method", path: best, methods };
}

const operationIds = operations.map(({ id }) => id);

/**
 * Why a journal filter's `operation_id` can match no entry (entries carry openapi.yaml's
 * operationIds only), with the closest one when it looks like a typo; undefined for a known one.
 * A filter that matches nothing would make `expectNoViolations` pass whatever was sent.
 */
export function unknownOperationId(id: string): string | undefined {
  return operationIds.includes(id) ? undefined : `is not an operationId of openapi.yaml${didYouMean(id, operationIds)}`;
}

const literalLength = (template: string) => template.replace(/\{[^}]+\}/g, "").length;
