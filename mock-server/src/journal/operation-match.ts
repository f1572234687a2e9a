import { type Operation, operations } from "../contract/operations";
import { didYouMean } from "../contract/suggest";

const API_PREFIXES = ["/api/v1", "/v1"];

export type OperationMatch =
  | { kind: "operation"; operation: Operation }
  | { kind: "method"; path: string; methods: string[] }
  | { kind: "path" }
  /** Not an API path: openapi.yaml does not rule it. */
  | { kind: "outside" };

const templates = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));

function apiPathOf(path: string): string | undefined {
  for (const prefix of API_PREFIXES) {
    if (path === prefix) return "/";
    if (path.startsWith(prefix + "/")) return path.slice(prefix.length);
  }
  return undefined;
}

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

/** Why a filter's `operation_id` matches nothing: such a filter would make `expectNoViolations` pass whatever was sent. */
export function unknownOperationId(id: string): string | undefined {
  return operationIds.includes(id) ? undefined : `is not an operationId of openapi.yaml${didYouMean(id, operationIds)}`;
}

const literalLength = (template: string) => template.replace(/\{[^}]+\}/g, "").length;
