import type { Context, MiddlewareHandler } from "hono";
import type { Authenticator } from "../auth/authenticate";
import type { RateLimiter } from "../auth/rate-limiter";
import type { Operation } from "../contract/operations";
import { contract } from "../contract/generated/contract";
import { markForced } from "../journal/forced-answers";
import type { AppEnv } from "./app-env";
import { answerHeaders } from "./answer-headers";
import { quotaExceeded, requestFacts } from "./authorize";
import { RETRY_AFTER_SECONDS } from "./faults";
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

/** The wait an example states: its `reset_seconds` (a 429), or the seconds its detail names (a 503). */
function statedWait(body: { reset_seconds?: unknown; detail?: unknown } | undefined): number {
  if (typeof body?.reset_seconds === "number") return body.reset_seconds;
  const said = typeof body?.detail === "string" ? /retry after (\d+) seconds?/i.exec(body.detail) : null;
  return said ? Number(said[1]) : RETRY_AFTER_SECONDS;
}

/** An example that states a quota gets RateLimit headers agreeing with it; others carry the caller's. */
function exampleHeaders(forced: Forced): Record<string, string> {
  const headers: Record<string, string> = {};
  const body = forced.body as { reset_seconds?: unknown; detail?: unknown; limit?: unknown; remaining?: unknown } | undefined;
  for (const name of forced.documentedHeaders.map((n) => n.toLowerCase())) {
    if (name === "retry-after") headers["retry-after"] = String(statedWait(body));
    if (name === "www-authenticate") headers["www-authenticate"] = 'Bearer realm="lps"';
  }
  if (typeof body?.limit === "number") headers["ratelimit-policy"] = `"daily";q=${body.limit};w=86400`;
  if (typeof body?.reset_seconds === "number") headers["ratelimit"] = `"daily";r=${typeof body.remaining === "number" ? body.remaining : 0};t=${body.reset_seconds}`;
  return headers;
}

interface PreferDeps {
  auth: Authenticator;
  limiter: RateLimiter;
  options?: { prefer?: boolean };
}

/** `Prefer: code=`/`example=` (as Prism): answered before authentication, so no state or quota changes. */
export function prefer(operation: Operation, deps: PreferDeps): MiddlewareHandler<AppEnv> {
  const enabled = deps.options?.prefer !== false;
  // Not async: a request without a preference returns the next handler's promise as it is,
  // which spares an async frame per request on the hot path.
  return (c, next) => {
    const header = enabled ? requestHeader(c, "prefer") : undefined;
    const wanted = header === undefined ? {} : parsePrefer(header);
    if (wanted.code === undefined && wanted.example === undefined) return next();
    return forcedAnswer(c, operation, wanted, deps);
  };
}

// Who asked, counting nothing: RateLimit reports the caller's plan, and the journal names its
// organisation, whose view would otherwise miss the answer.
async function identifyCaller(c: Context<AppEnv>, { auth, limiter }: PreferDeps): Promise<void> {
  const authorization = requestHeader(c, "authorization");
  const result = await auth.authenticate(authorization, c.env.clientIp, authorization === undefined ? requestFacts(c) : undefined);
  if (!result.ok) return;
  c.set("principal", result.principal);
  c.set("quota", limiter.peek(result.principal.quotaKey, result.principal.dailyLimit));
}

async function forcedAnswer(c: Context<AppEnv>, operation: Operation, wanted: Wanted, deps: PreferDeps): Promise<Response> {
  const forced = preferredAnswer(operation, wanted);
  // Before a refusal too: the 400 for an undocumented status carries the caller's quota, as
  // every answer does, and its journal entry names the caller.
  await identifyCaller(c, deps);
  if ("issue" in forced) throw validationProblem([{ pointer: "/headers/prefer", message: forced.issue, expected: forced.expected }]);
  markForced(c.req.raw);
  const requestId = c.get("requestId");
  let body = forced.body;
  // The example's request id becomes this request's, as X-Request-Id says.
  if (body && typeof body === "object" && "request_id" in body) body = { ...body, request_id: requestId };
  // A forced 429 states the caller's own plan, as a real one would: the example's figures
  // (1,000 a day) contradicted the RateLimit headers of a 10,000-a-day key.
  const quota = c.get("quota");
  if (quota && (body as { code?: unknown } | undefined)?.code === "rate_limit_exceeded") {
    const { detail, fields } = quotaExceeded(quota, c.get("principal"));
    body = { ...(body as object), detail, ...fields };
  }
  const text = body === undefined || forced.status === 204 ? null : JSON.stringify(body);
  const own: Record<string, string> = { ...exampleHeaders({ ...forced, body }), "preference-applied": wanted.code !== undefined ? `code=${wanted.code}` : `example=${wanted.example}` };
  if (text !== null && forced.media) own["content-type"] = forced.media;
  // The common headers go in first, so that what the example states wins over them.
  const headers = Object.assign(answerHeaders(c, {}), own);
  return new Response(text, { status: forced.status, headers });
}
