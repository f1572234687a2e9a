import type { Context, MiddlewareHandler } from "hono";
import type { Operation } from "../contract/operations";
import { contract } from "../generated/contract";
import { markForced } from "../journal/forced-answers";
import type { AppEnv } from "./app-env";
import { answerHeaders } from "./answer-headers";
import { validationProblem } from "./problem";
import { requestHeader } from "./request-header";

type Media = { example?: unknown; examples?: Record<string, { value?: unknown }> };
type ResponseObject = { $ref?: string; headers?: Record<string, unknown>; content?: Record<string, Media> };

const components = (contract.components as unknown as { responses?: Record<string, ResponseObject> }).responses ?? {};

const resolve = (response: ResponseObject): ResponseObject =>
  response.$ref ? (components[response.$ref.split("/").pop() ?? ""] ?? {}) : response;

/** `code=429, example=lostResponse` → { code: "429", example: "lostResponse" }; other preferences are ignored. */
type Wanted = { code?: string; example?: string };

export function parsePrefer(header: string): Wanted {
  const wanted: { code?: string; example?: string } = {};
  for (const token of header.split(/[,;]/)) {
    const [name = "", value = ""] = token.split("=", 2).map((part) => part.trim().replace(/^"(.*)"$/, "$1"));
    if (name.toLowerCase() === "code") wanted.code = value;
    if (name.toLowerCase() === "example") wanted.example = value;
  }
  return wanted;
}

interface Forced {
  status: number;
  media: string | undefined;
  body: unknown;
  documentedHeaders: string[];
}

function examplesOf(response: ResponseObject): [string | undefined, Media | undefined] {
  const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
  return [media, content];
}

/** The documented answer a preference asks for, or the issue to answer 400 with. */
export function preferredAnswer(operation: Operation, wanted: { code?: string; example?: string }): Forced | { issue: string; expected: string } {
  const responses = operation.responses as Record<string, ResponseObject>;
  const statuses = Object.keys(responses).filter((status) => /^\d{3}$/.test(status));
  if (wanted.code !== undefined && !statuses.includes(wanted.code)) {
    return { issue: `${wanted.code} is not a documented status of ${operation.id}`, expected: `code= one of ${statuses.join(", ")}` };
  }
  const candidates = wanted.code !== undefined ? [wanted.code] : statuses;
  for (const status of candidates) {
    const response = resolve(responses[status]!);
    const [media, content] = examplesOf(response);
    const named = content?.examples ?? {};
    if (wanted.example !== undefined && !(wanted.example in named)) continue;
    const body = wanted.example !== undefined ? named[wanted.example]!.value : (content?.example ?? Object.values(named)[0]?.value);
    return { status: Number(status), media, body, documentedHeaders: Object.keys(response.headers ?? {}) };
  }
  const names = candidates.flatMap((status) => Object.keys(examplesOf(resolve(responses[status]!))[1]?.examples ?? {}));
  return { issue: `${operation.id} documents no example ${wanted.example ?? ""}`.trim(), expected: names.length > 0 ? `example= one of ${names.join(", ")}` : "no named examples" };
}

/** Values for documented headers an example answer needs and the common ones do not give. */
function exampleHeaders(forced: Forced): Record<string, string> {
  const headers: Record<string, string> = {};
  const body = forced.body as { reset_seconds?: unknown } | undefined;
  const retryAfter = typeof body?.reset_seconds === "number" ? String(body.reset_seconds) : "60";
  for (const name of forced.documentedHeaders.map((n) => n.toLowerCase())) {
    if (name === "retry-after") headers["retry-after"] = retryAfter;
    if (name === "www-authenticate") headers["www-authenticate"] = 'Bearer realm="lps"';
  }
  return headers;
}

/**
 * `Prefer: code=<status>` and `Prefer: example=<name>` (as Prism offers them): the operation's
 * documented example for that answer, sent before authentication, so neither state nor the rate
 * limit counter changes. An undocumented status or example name answers 400 listing the
 * documented ones.
 */
export function prefer(operation: Operation, enabled: boolean): MiddlewareHandler<AppEnv> {
  // Not async: a request without a preference returns the next handler's promise as it is,
  // which spares an async frame per request on the hot path.
  return (c, next) => {
    const header = enabled ? requestHeader(c, "prefer") : undefined;
    const wanted = header === undefined ? {} : parsePrefer(header);
    if (wanted.code === undefined && wanted.example === undefined) return next();
    return forcedAnswer(c, operation, wanted);
  };
}

async function forcedAnswer(c: Context<AppEnv>, operation: Operation, wanted: Wanted): Promise<Response> {
  const forced = preferredAnswer(operation, wanted);
  if ("issue" in forced) throw validationProblem([{ pointer: "/headers/prefer", message: forced.issue, expected: forced.expected }]);
  markForced(c.req.raw);
  const requestId = c.get("requestId");
  let body = forced.body;
  // The example's request id becomes this request's, as X-Request-Id says.
  if (body && typeof body === "object" && "request_id" in body) body = { ...body, request_id: requestId };
  const text = body === undefined || forced.status === 204 ? null : JSON.stringify(body);
  const own: Record<string, string> = { ...exampleHeaders(forced), "preference-applied": wanted.code !== undefined ? `code=${wanted.code}` : `example=${wanted.example}` };
  if (text !== null && forced.media) own["content-type"] = forced.media;
  const headers = answerHeaders(c, own);
  if (forced.status === 429) headers["ratelimit"] = `"daily";r=0;t=${headers["retry-after"] ?? "60"}`;
  return new Response(text, { status: forced.status, headers });
}
