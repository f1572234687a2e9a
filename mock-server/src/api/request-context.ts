import type { Context, MiddlewareHandler } from "hono";
import type { Clock } from "../domain/clock/clock";
import { ANONYMOUS_DAILY_LIMIT } from "../domain/plans";
import { type RateLimiter, addRateLimitHeaders } from "../auth/rate-limiter";
import { keepsParts } from "../journal/journal-entry";
import { takeBodyRead } from "../journal/request-bodies";
import { OWN_REQUEST_HEADER } from "../journal/journal-types";
import { DASHBOARD_PREFIX, type RequestLog } from "../journal/request-log";
import type { AppEnv } from "./app-env";
import { anonymousQuotaKey } from "./authorize";
import type { CorsPolicy } from "./cors";
import { requestHeader } from "./request-header";

export const SANDBOX_PREFIX = "/__sandbox";

// Sandbox, dashboard and health requests (polled by waitForDelivery or CI) draw ids from a run of
// their own, so under a seed the API's request ids depend on API traffic alone.
const isControl = (path: string) => path.startsWith(SANDBOX_PREFIX) || path.startsWith(DASHBOARD_PREFIX) || path === "/healthz";

// Answers built without answerHeaders (sandbox, OAuth, dashboard) are stamped here. Setting
// headers in place avoids the copy Hono's c.header() makes; a response with immutable headers
// (a redirect built by Response.redirect) takes the copy.
function setHeaders(c: Context<AppEnv>, headers: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  }
}

/** RateLimit shows the counted quota, or the IP's anonymous one when nothing was counted. */
export function requestContext(deps: {
  requestId: () => string;
  controlRequestId: () => string;
  clock: Clock;
  limiter: RateLimiter;
  requests: RequestLog;
  cors: CorsPolicy;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = isControl(c.req.path) ? deps.controlRequestId() : deps.requestId();
    c.set("requestId", requestId);
    const addCommon = (headers: Record<string, string>) => {
      const quota = c.get("quota") ?? deps.limiter.peek(anonymousQuotaKey(c.env.clientIp), ANONYMOUS_DAILY_LIMIT);
      headers["x-request-id"] = requestId;
      return Object.assign(addRateLimitHeaders(headers, quota), deps.cors.headers(c));
    };
    c.set("addCommonHeaders", addCommon);
    await next();
    if (!c.get("stamped")) setHeaders(c, addCommon({}));
    if (c.req.path.startsWith(SANDBOX_PREFIX)) return;
    // Read only when the journal keeps it: the Node adapter's answers keep their parts, and a
    // summarized answer keeps no body. `body` is asked last: @hono/node-server's Response builds
    // a platform Response to answer it.
    const { method } = c.req;
    const { status } = c.res;
    const read = !keepsParts(c.res) && !deps.requests.summarizes({ method, status, request: c.req.raw }) && c.res.body !== null;
    const answerBody = read ? await readForJournal(c) : undefined;
    // The API's operations keep the text they read; OAuth forms are read by their own routes.
    const bodyRead = takeBodyRead(c.req.raw);
    deps.requests.push({
      request_id: requestId,
      time: deps.clock.now(),
      method,
      path: c.req.path,
      status,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
      url: c.req.url,
      request: c.req.raw,
      response: c.res,
      body: c.get("rawBody") ?? bodyRead,
      judged: c.get("judged"),
      actor: c.get("principal")?.actor,
      organization_id: c.get("principal")?.organizationId ?? c.get("authFailure")?.organizationId,
      answerBody,
      // Through the transport's header lookup: reading the request's Headers would build them.
      dashboard: requestHeader(c, OWN_REQUEST_HEADER) !== undefined,
    });
  };
}

/**
 * A platform Response's body, read once and answered again from the same bytes, so the journal
 * keeps its first bytes without cloning (see RequestRecord.answerBody).
 */
async function readForJournal(c: Context<AppEnv>): Promise<Uint8Array> {
  const bytes = new Uint8Array(await c.res.arrayBuffer());
  c.res = new Response(bytes, c.res);
  // Whole: the contract check parses it; only what the journal shows is cut.
  return bytes;
}
