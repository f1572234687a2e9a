import { toIso } from "../domain/clock/iso";
import type { ContractLine } from "./contract-rule";
import { answerSent, type JournalEntry, type RequestRecord, type Violation } from "./journal-types";
import { redactHeaders, redactJson, redactParams } from "./redact";
import { redactText, redactValue } from "./secret-text";
import { requestViolations, undocumentedPath } from "./request-violations";
import { responseViolations } from "./response-violations";

export const BODY_LIMIT = 64 * 1024;

const decoder = new TextDecoder();

type SimpleParts = { status: number; headers: HeadersInit | undefined; body: string | Uint8Array | null };

export type AnswerSource = { parts: () => SimpleParts | undefined } | { status: number; headers: Headers; bytes: Uint8Array | undefined };

/** The Node adapter's answers keep their parts (NodeResponse.simpleAnswer); other answers' bytes were read before sending. */
export function captureAnswer(response: Response, body?: Uint8Array): AnswerSource {
  const simple = partsReader(response);
  if (simple?.(response)) return { parts: () => simple(response) };
  return { status: response.status, headers: response.headers, bytes: body };
}

function partsReader(response: Response): ((value: unknown) => SimpleParts | undefined) | undefined {
  return (response.constructor as { simpleAnswer?: (value: unknown) => SimpleParts | undefined }).simpleAnswer;
}

export function answerLength(source: AnswerSource | undefined): number {
  if (!source) return 0;
  const body = "bytes" in source ? source.bytes : source.parts()?.body;
  return body?.length ?? 0;
}

/** Whether the journal can read `response` later without taking its body now. */
export function keepsParts(response: Response): boolean {
  return partsReader(response)?.(response) !== undefined;
}

async function answerOf(source: AnswerSource | undefined): Promise<{ headers: Iterable<[string, string]>; text: string | undefined }> {
  if (!source) return { headers: [], text: undefined };
  if ("bytes" in source) return { headers: source.headers, text: source.bytes?.length ? decoder.decode(source.bytes) : undefined };
  const parts = source.parts();
  if (!parts) return { headers: [], text: undefined };
  const headers = new Headers(parts.headers);
  const { body } = parts;
  return { headers, text: body === null ? undefined : typeof body === "string" ? body : decoder.decode(body) };
}

/** `sent`: the request's body (see redactJson). Redacted before it is cut: a split credential would not be recognised. */
function shownBody(text: string | undefined, contentType: string | undefined, sent: boolean): { body: unknown; body_truncated?: true } {
  if (text === undefined || text === "") return { body: null };
  if (text.length > BODY_LIMIT) return { body: redactText(text, sent).slice(0, BODY_LIMIT), body_truncated: true };
  if (/x-www-form-urlencoded/i.test(contentType ?? "")) return { body: redactParams(new URLSearchParams(text)) };
  try {
    return { body: redactJson(JSON.parse(text), sent) };
  } catch {
    return { body: redactText(text, sent) };
  }
}

/** A credential in a path or a name reaches a violation's pointer and message too. */
const shownViolation = (violation: Violation): Violation => ({
  ...violation,
  pointer: redactValue(violation.pointer),
  message: redactValue(violation.message),
  ...(violation.expected === undefined ? {} : { expected: redactValue(violation.expected) }),
});

const queryOf = (url: string | undefined) => {
  const start = url?.indexOf("?") ?? -1;
  return start < 0 ? "" : url!.slice(start + 1);
};

/** `contractLine`: where the host has openapi.yaml's text (the Node server), each violation's line. */
export async function toJournalEntry(
  record: RequestRecord,
  answer: AnswerSource | undefined,
  forced: boolean,
  injected = false,
  contractLine?: ContractLine,
): Promise<JournalEntry> {
  const requestHeaders = record.request?.headers ?? new Headers();
  const queryString = queryOf(record.url);
  const { operation, violations } = requestViolations({
    method: record.method,
    path: record.path,
    header: (name) => requestHeaders.get(name) ?? undefined,
    judged: record.judged,
  });
  // An abort or a dropped connection: the headers stamped on the unsent stand-in reached nobody.
  const read = answerSent(record.status) ? await answerOf(answer) : { headers: [], text: undefined };
  const answerHeaders = new Headers(read.headers as HeadersInit);
  // A path outside the API that no route answers is as undocumented as one under it.
  if (!operation && violations.length === 0 && record.status === 404 && /"code":"route_not_found"/.test(read.text ?? "")) {
    violations.push(undocumentedPath(record.method, record.path));
  }
  // A forced answer is a documented example and must match too; an injected fault's status is
  // whatever the rule asked for, and no answer sent is nothing to judge.
  if (operation && !injected && answerSent(record.status)) violations.push(...responseViolations(operation, { status: record.status, contentType: answerHeaders.get("content-type") ?? undefined, body: read.text }));
  // A credential pasted into the path (GET /v1/leads/<key>) is still a credential.
  const path = redactValue(record.path);
  return {
    request_id: record.request_id,
    time: toIso(record.time),
    method: record.method,
    path,
    status: record.status,
    duration_ms: record.duration_ms,
    operation_id: operation?.id ?? null,
    request: {
      method: record.method,
      path,
      query: redactParams(new URLSearchParams(queryString)),
      headers: redactHeaders(requestHeaders),
      ...shownBody(record.body, requestHeaders.get("content-type") ?? undefined, true),
    },
    answer: {
      operation_id: operation?.id ?? null,
      actor: record.actor ?? null,
      status: record.status,
      headers: redactHeaders(answerHeaders),
      ...shownBody(read.text, answerHeaders.get("content-type") ?? undefined, false),
      duration_ms: record.duration_ms,
      forced,
    },
    violations: violations.map((violation) => {
      const line = violation.rule && contractLine ? contractLine(violation.rule) : undefined;
      return line === undefined ? shownViolation(violation) : { ...shownViolation(violation), line };
    }),
  };
}
