import type { Hono } from "hono";
import type { EngineContext, SandboxSurface } from "./engine-types";
import { ENGINE_DEFAULTS, strictResponsesByDefault } from "./defaults";
import { loopbackOnly } from "../api/loopback-only";
import type { AppEnv } from "../api/app-env";
import { answerHeaders } from "../api/answer-headers";
import { declaredBodyLimit } from "../api/body-limit";
import { createApiRouter } from "../api/api-router";
import { sameOriginOnly } from "../api/browser-policy";
import { corsPolicy, corsPreflight } from "../api/cors";
import { hostCheck } from "../api/host-check";
import { unroutedProblem } from "../api/method-not-allowed";
import { ProblemError, problemOf, problemResponse } from "../api/problem";
import { redactValue } from "../journal/secret-text";
import { CLIENT_CLOSED_REQUEST, ClientAborted } from "../api/read-body";
import { ConnectionDropped } from "../api/faults";
import { SANDBOX_PREFIX, requestContext } from "../api/request-context";
import { strictResponses } from "../api/strict-responses";
import { guarded } from "../api/request-guards";
import type { OperationHandler } from "../api/respond";
import { type AppRouter, routedApp } from "../api/routers";

export interface AppParts {
  handlers: Record<string, OperationHandler>;
  sandbox: SandboxSurface;
  /** Extra root routes from engine modules (the OAuth server). */
  extraRoutes: Hono<AppEnv>[];
  /** openapi.yaml's exact text, when the host has it (the Node server and the MSW handlers in Node). */
  contractText?: string | undefined;
  /** What matches requests; Hono's smallest router when the host names none. */
  router?: AppRouter | undefined;
}

// A browser bundle leaves the document out: it is 100 KB the engine never reads.
const NO_CONTRACT_TEXT =
  "The browser build of the MSW handlers does not carry the contract document: `npx lps-mock` and the handlers in Node (msw/node) serve it, and it is the openapi.yaml file of @lps/mock-server.";

/** The HTTP surface: the API under /v1 and /api/v1, the sandbox, modules, health and the contract. */
export function createApp(ctx: EngineContext, parts: AppParts): Hono<AppEnv> {
  const app = routedApp<AppEnv>(parts.router);
  const cors = corsPolicy(ctx.options.corsOrigins);
  app.use(requestContext({ ...ctx, cors }));
  // Inside the request context, so the journal records the 500 that replaces a breaking answer.
  if (ctx.options.strictResponses ?? strictResponsesByDefault()) app.use(strictResponses());
  app.use(guarded([hostCheck(ctx.options.allowedHosts), corsPreflight(cors), sameOriginOnly(), declaredBodyLimit(ENGINE_DEFAULTS.bodyLimitBytes, ENGINE_DEFAULTS.seedBodyLimitBytes)]));
  app.use(`${SANDBOX_PREFIX}/*`, loopbackOnly(ctx.options.sandboxLoopbackOnly ?? true));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  const contractText = parts.contractText;
  app.get("/openapi.yaml", (c) => {
    if (contractText === undefined) throw new ProblemError(404, "not_found", NO_CONTRACT_TEXT);
    return c.body(contractText, 200, { "content-type": "application/yaml; charset=utf-8" });
  });
  const index = parts.sandbox.index(() => app.routes);
  app.get(SANDBOX_PREFIX, index);
  app.get(`${SANDBOX_PREFIX}/`, index);
  app.route(SANDBOX_PREFIX, parts.sandbox.routes);
  const api = createApiRouter(parts.handlers, { ...ctx, bodyLimitBytes: ENGINE_DEFAULTS.bodyLimitBytes });
  app.route("/v1", api);
  app.route("/api/v1", api);
  for (const routes of parts.extraRoutes) app.route("/", routes);

  app.notFound((c) => {
    throw unroutedProblem(c.req.method, c.req.path);
  });
  app.onError((error, c) => {
    // The problem replaces any answer built before the error (a fail_after_commit fault): Hono
    // would otherwise merge that answer's headers, its Content-Length among them, into it.
    c.res = undefined;
    const problem = problemOf(error);
    if (problem) return problemResponse(problem, c.get("requestId"), answerHeaders(c, {}));
    // Nobody is left to read an answer; the request log records the abort as 499.
    if (error instanceof ClientAborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    // The same for a connection a drop_connection fault cuts: the journal records it, nobody reads it.
    if (error instanceof ConnectionDropped) return new Response(null, { status: error.status });
    // Anything else is a bug: log it, answer 500 with the id to quote, and keep serving. The path
    // is redacted as the journal shows it: a key pasted into a URL must not reach a CI log.
    console.error(`lps-mock: unexpected error in ${c.req.method} ${redactValue(c.req.path)} (${c.get("requestId")})`, error);
    return problemResponse(
      new ProblemError(500, "internal_error", "An unexpected error occurred. Quote the request id when you contact support."),
      c.get("requestId"),
      answerHeaders(c, {}),
    );
  });
  return app;
}
