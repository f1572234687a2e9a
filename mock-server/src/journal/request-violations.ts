import { operationValidator } from "../contract/operation-validator";
import { contentTypeRefusal } from "../contract/content-type";
import type { Operation } from "../contract/operations";
import type { ValidationIssue } from "../contract/validation-issue";
import type { Violation } from "./journal-types";
import { apiPathOf, contractRule, matchOperation } from "./operation-match";
import { schemaRule } from "./schema-rule";

/** The request facts the contract judges. */
export interface RequestFacts {
  method: string;
  path: string;
  queryString: string;
  header: (name: string) => string | undefined;
  /** The body text as received, if it was read. */
  body: string | undefined;
}

const asViolations = (issues: readonly ValidationIssue[], rule: string, prefix = ""): Violation[] =>
  issues.map(({ pointer, message, expected }) => ({
    where: "request",
    pointer: prefix + pointer,
    message,
    ...(expected === undefined ? {} : { expected }),
    rule,
  }));

/**
 * Everything a request does against openapi.yaml, in the journal's words and with each rule,
 * whether or not the server answered it (it refuses unknown query parameters, for one, with a
 * 400 in its own words). Non-API paths (OAuth, dashboard, health) are not openapi.yaml's to
 * judge and give none.
 */
export function requestViolations(facts: RequestFacts): { operation: Operation | undefined; violations: Violation[] } {
  const match = matchOperation(facts.method, facts.path);
  if (match.kind === "outside") return { operation: undefined, violations: [] };
  if (match.kind === "path") {
    return {
      operation: undefined,
      violations: [{ where: "request", pointer: "", message: `${facts.method} ${facts.path} is not a documented path`, expected: "a path of openapi.yaml", rule: "openapi.yaml#/paths" }],
    };
  }
  if (match.kind === "method") {
    // A browser's CORS preflight asks before the call; the server answers it itself, and only the
    // method it asks about is the client's to get right (Fetch Standard §4.8, CORS-preflight fetch).
    const preflightFor = facts.method === "OPTIONS" && facts.header("origin") !== undefined ? facts.header("access-control-request-method") : undefined;
    if (preflightFor !== undefined && match.methods.includes(preflightFor.toUpperCase())) return { operation: undefined, violations: [] };
    const rule = `openapi.yaml#/paths/${match.path.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const message = preflightFor === undefined ? `${facts.method} is not documented for ${match.path}` : `a CORS preflight asks for ${preflightFor}, which is not documented for ${match.path}`;
    return { operation: undefined, violations: [{ where: "request", pointer: "", message, expected: `one of ${match.methods.join(", ")}`, rule }] };
  }
  const { operation } = match;
  return {
    operation,
    violations: [...pathViolations(operation, facts), ...queryViolations(operation, facts), ...headerViolations(operation, facts), ...bodyViolations(operation, facts)],
  };
}

/** A segment as the router hands it to the route: percent-decoded, or as sent when that fails. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Path parameters that cannot be an id of their kind (`/leads/undefined`): the server answers
 * 404 as for an unknown id (Stripe does the same), but the client built a path the contract
 * rules out, and that is its bug to see.
 */
function pathViolations(operation: Operation, facts: RequestFacts): Violation[] {
  const template = operation.path.split("/");
  if (!template.some((segment) => segment.startsWith("{"))) return [];
  const sent = (apiPathOf(facts.path) ?? "").split("/");
  const params: Record<string, string> = {};
  template.forEach((segment, i) => {
    if (segment.startsWith("{")) params[segment.slice(1, -1)] = decoded(sent[i] ?? "");
  });
  const path = operationValidator(operation).path(params);
  return path.ok ? [] : asViolations(path.issues, contractRule(operation, "parameters"), "/path");
}

function queryViolations(operation: Operation, facts: RequestFacts): Violation[] {
  const query = operationValidator(operation).query(facts.queryString);
  return query.ok ? [] : asViolations(query.issues, contractRule(operation, "parameters"));
}

function headerViolations(operation: Operation, facts: RequestFacts): Violation[] {
  const headers = operationValidator(operation).headers(facts.header);
  const violations = headers.ok ? [] : asViolations(headers.issues, contractRule(operation, "parameters"));
  const type = facts.header("content-type");
  const sent = (facts.body !== undefined && facts.body !== "") || Number(facts.header("content-length") ?? 0) > 0;
  if (operation.body && (type !== undefined || sent) && (type === undefined || contentTypeRefusal(type) !== undefined)) {
    violations.push({
      where: "request",
      pointer: "/headers/content-type",
      message: type ? `${type} is not a documented content type` : "is required with a body",
      expected: "application/json",
      rule: contractRule(operation, "requestBody", "content"),
    });
  }
  return violations;
}

function bodyViolations(operation: Operation, facts: RequestFacts): Violation[] {
  if (!operation.body) return [];
  const rule = contractRule(operation, "requestBody");
  const type = facts.header("content-type");
  // A body sent as anything but JSON is refused unread; its content type is the violation.
  if (type !== undefined && contentTypeRefusal(type) !== undefined) return [];
  let json: unknown;
  if (facts.body !== undefined && facts.body !== "") {
    try {
      json = JSON.parse(facts.body);
    } catch {
      return [{ where: "request", pointer: "/body", message: "is not valid JSON", expected: "application/json", rule }];
    }
  } else if (Number(facts.header("content-length") ?? 0) > 0) {
    // A body was sent but never read (refused before validation): nothing more to judge.
    return [];
  }
  const body = operationValidator(operation).body(json);
  if (body.ok) return [];
  const base = ["paths", operation.path, operation.method.toLowerCase(), "requestBody", "content", "application/json", "schema"];
  return asViolations(body.issues, rule, "/body").map((v) => ({ ...v, rule: schemaRule(base, operation.body!.schema, v.pointer.slice("/body".length)) }));
}
