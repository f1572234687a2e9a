import type { Context, MiddlewareHandler } from "hono";
import { captureAnswer } from "../journal/journal-entry";
import { wasInjected } from "../journal/forced-answers";
import type { Violation } from "../journal/journal-types";
import { matchOperation } from "../journal/operation-match";
import { type AnswerFacts, responseViolations } from "../journal/response-violations";
import { redactValue } from "../journal/secret-text";
import type { AppEnv } from "./app-env";
import { answerHeaders } from "./answer-headers";
import { MAX_LISTED_ISSUES, ProblemError, problemResponse } from "./problem";
import { CLIENT_CLOSED_REQUEST } from "./read-body";

/** The contract's `ValidationIssue` bounds. */
const MAX_MESSAGE = 500;
const MAX_EXPECTED = 1000;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const decoder = new TextDecoder();

/** A header of a plain record or a Headers object, as the answer's parts hold it. */
function headerOf(headers: HeadersInit | undefined, name: string): string | undefined {
  if (headers === undefined) return undefined;
  // Not `instanceof Headers`: naming the global loads undici, which the Node adapter avoids.
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  return entries.find(([key]) => key.toLowerCase() === name)?.[1];
}

/**
 * The answer's content type and body as the check needs them: a JSON body whole, any other only
 * whether there is one (a download is not buffered). The Node adapter's answers are read from
 * their parts, which builds no Headers object (see NodeResponse); a platform Response read here
 * is put back from the same bytes.
 */
async function answerFacts(c: Context<AppEnv>): Promise<AnswerFacts> {
  const { status } = c.res;
  const source = captureAnswer(c.res);
  if ("parts" in source) {
    const parts = source.parts();
    const body = parts?.body ?? null;
    const text = body === null ? undefined : typeof body === "string" ? body : decoder.decode(body);
    return { status, contentType: headerOf(parts?.headers, "content-type"), body: text };
  }
  const contentType = c.res.headers.get("content-type") ?? undefined;
  if (c.res.body === null) return { status, contentType, body: undefined };
  if (!/json/i.test(contentType ?? "")) return { status, contentType, body: "(not read)" };
  const bytes = new Uint8Array(await c.res.arrayBuffer());
  c.res = new Response(bytes, c.res);
  return { status, contentType, body: decoder.decode(bytes) };
}

function violationProblem(method: string, path: string, violations: Violation[]): ProblemError {
  const [first] = violations;
  const detail = `The server's answer to ${method} ${path} breaks openapi.yaml (${violations.length} violation${violations.length === 1 ? "" : "s"}, first at ${first!.pointer || "the status"}): a bug of the reference server or of the contract.`;
  const errors = violations.slice(0, MAX_LISTED_ISSUES).map(({ pointer, message, expected }) => ({
    pointer,
    message: cut(message, MAX_MESSAGE),
    ...(expected === undefined ? {} : { expected: cut(expected, MAX_EXPECTED) }),
  }));
  return new ProblemError(500, "response_contract_violation", detail, { errors });
}

/**
 * Strict responses (EngineOptions.strictResponses): every API answer is checked against the
 * response openapi.yaml documents for its status before it leaves, and one that breaks it is
 * replaced by a 500 `response_contract_violation` naming each pointer, and logged. Answers a
 * sandbox fault rule injected are what the rule asked for and pass unchecked, as does the 499
 * of a client that hung up.
 */
export function strictResponses(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const match = matchOperation(c.req.method, c.req.path);
    // A client that hung up gets no answer: its 499 exists in the journal only.
    if (match.kind !== "operation" || wasInjected(c.req.raw) || c.res.status === CLIENT_CLOSED_REQUEST) return;
    const violations = responseViolations(match.operation, await answerFacts(c));
    if (violations.length === 0) return;
    const requestId = c.get("requestId");
    const lines = violations.map((v) => `  ${v.pointer || "(status)"}: ${v.message}${v.expected ? ` (expected ${v.expected})` : ""}${v.rule ? ` [${v.rule}]` : ""}`);
    console.error(`lps-mock: response contract violation in ${c.req.method} ${redactValue(c.req.path)} (${requestId}, status ${c.res.status}):\n${lines.join("\n")}`);
    c.res = undefined;
    c.res = problemResponse(violationProblem(c.req.method, c.req.path, violations), requestId, answerHeaders(c, {}));
  };
}
