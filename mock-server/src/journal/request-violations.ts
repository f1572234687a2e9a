import type { Operation } from "../contract/operations";
import type { ValidationIssue } from "../contract/validation-issue";
import type { JudgedInput, Violation } from "./journal-types";
import { contractRule, pathRule, schemaRule } from "./contract-rule";
import { matchOperation } from "./operation-match";

export interface RequestFacts {
  method: string;
  path: string;
  header: (name: string) => string | undefined;
  judged: JudgedInput | undefined;
}

export const undocumentedPath = (method: string, path: string): Violation =>
  ({ where: "request", pointer: "", message: `${method} ${path} is not a documented path`, expected: "a path of openapi.yaml", rule: "openapi.yaml#/paths" });

const asViolations = (issues: readonly ValidationIssue[], rule: string, prefix = ""): Violation[] =>
  issues.map(({ pointer, message, expected }) => ({
    where: "request",
    pointer: prefix + pointer,
    message,
    ...(expected === undefined ? {} : { expected }),
    rule,
  }));

const issuesOf = (result: { ok: true } | { ok: false; issues: ValidationIssue[] }) => (result.ok ? [] : result.issues);

/** Everything a request did against openapi.yaml, with each rule; non-API paths are not its to judge. */
export function requestViolations(facts: RequestFacts): { operation: Operation | undefined; violations: Violation[] } {
  // HEAD is answered by GET's route, but GET is not what the client called.
  const { judged } = facts;
  if (judged && judged.operation.method === facts.method) return { operation: judged.operation, violations: judgedViolations(judged) };
  return unroutedViolations(facts);
}

function judgedViolations(judged: JudgedInput): Violation[] {
  const { operation } = judged;
  const parameters = contractRule(operation, "parameters");
  const violations = [
    // `/leads/undefined` is answered 404 like an unknown id, but the client's bug is still shown.
    ...asViolations(issuesOf(judged.path), parameters, "/path"),
    ...asViolations(issuesOf(judged.query), parameters),
    ...asViolations(issuesOf(judged.headers), parameters),
    ...asViolations(judged.contentType ? [judged.contentType] : [], contractRule(operation, "requestBody", "content")),
  ];
  if (judged.body === "malformed") {
    violations.push({ where: "request", pointer: "/body", message: "is not valid JSON", expected: "application/json", rule: contractRule(operation, "requestBody") });
  } else if (judged.body && operation.body) {
    const { schema } = operation.body;
    const base = ["paths", operation.path, operation.method.toLowerCase(), "requestBody", "content", "application/json", "schema"];
    violations.push(...judged.body.map((issue) => asViolations([issue], schemaRule(base, schema, issue.pointer), "/body")[0]!));
  }
  return violations;
}

/** An unknown path, a method the path does not take, a CORS preflight, or one refused before routing. */
function unroutedViolations(facts: RequestFacts): { operation: Operation | undefined; violations: Violation[] } {
  const match = matchOperation(facts.method, facts.path);
  if (match.kind === "outside") return { operation: undefined, violations: [] };
  if (match.kind === "operation") return { operation: match.operation, violations: [] };
  if (match.kind === "path") return { operation: undefined, violations: [undocumentedPath(facts.method, facts.path)] };
  // The server answers a CORS preflight itself; only the method it asks about is the client's to
  // get right (Fetch Standard §4.8).
  const preflightFor = facts.method === "OPTIONS" && facts.header("origin") !== undefined ? facts.header("access-control-request-method") : undefined;
  if (preflightFor !== undefined && match.methods.includes(preflightFor.toUpperCase())) return { operation: undefined, violations: [] };
  const message = preflightFor === undefined ? `${facts.method} is not documented for ${match.path}` : `a CORS preflight asks for ${preflightFor}, which is not documented for ${match.path}`;
  return { operation: undefined, violations: [{ where: "request", pointer: "", message, expected: `one of ${match.methods.join(", ")}`, rule: pathRule(match.path) }] };
}
