import { http, type RequestHandler } from "msw";
import { createEngine } from "../engine/create-engine";
import type { Engine, EngineOptions } from "../engine/engine-types";
import { createRequestFilter } from "./request-filter";

export interface HandlerScope {
  /** Origin(s) to answer for, e.g. "https://api.lps.example"; default any origin, engine paths only. */
  origin?: string | readonly string[];
}

/** Either options for a new engine, or an engine to share (e.g. with `startMockServer`). */
export type CreateHandlersOptions = HandlerScope & (EngineOptions | { engine: Engine });

export interface MockHandlers {
  handlers: RequestHandler[];
  engine: Engine;
}

/**
 * MSW handlers answered by the engine: the same engine and state for `setupServer` (Node) and
 * `setupWorker` (browser). In-process callers count as loopback, so the sandbox API is reachable.
 */
export function createHandlers(options: CreateHandlersOptions = {}): MockHandlers {
  const { origin, ...rest } = options;
  const engine = "engine" in rest ? rest.engine : createEngine(rest);
  const answers = createRequestFilter(origin);
  const handler = http.all(
    ({ request }) => answers(new URL(request.url)),
    // The engine rejects to simulate a dropped connection; MSW turns Response.error() into the
    // network error fetch raises for one.
    ({ request }) => engine.fetch(request, { clientIp: "127.0.0.1" }).catch(() => Response.error()),
  );
  return { handlers: [handler], engine };
}
