import { http, type RequestHandler } from "msw";
import { ConnectionDroppedError } from "../../engine/connection-dropped";
import { createEngineCore } from "../../engine/engine-core";
import type { Engine, EngineModule, EngineOptions, EngineSurfaces } from "../../engine/engine-types";
import { sandboxSurface } from "../../sandbox/sandbox-router";
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

export type CreateHandlers = (options?: CreateHandlersOptions) => MockHandlers;

/**
 * `createHandlers` for a host that mounts `modules` beside the API and the sandbox: the Node entry
 * mounts the OAuth server and sign-in and serves openapi.yaml's text, the browser entry mounts a
 * notice in their place and carries no text. Without an origin, the handlers answer `paths` only.
 * `fallback` modules come after the options' own, so the notice, which claims whole prefixes
 * (`/.well-known/*`), leaves an app's module its routes there, as the Node build does.
 */
export function handlersWith(
  host: Pick<EngineSurfaces, "modules" | "contractText" | "contractLines" | "router"> & { paths: readonly string[]; fallback?: readonly EngineModule[] },
): CreateHandlers {
  const { paths, fallback = [], ...surfaces } = host;
  return (options = {}) => {
    const { origin, ...rest } = options;
    const engine =
      "engine" in rest
        ? rest.engine
        : createEngineCore({ ...rest, modules: [...(rest.modules ?? []), ...fallback] }, { sandbox: sandboxSurface, pages: [], ...surfaces });
    const answers = createRequestFilter(origin, paths);
    const handler = http.all(
      ({ request }) => answers(new URL(request.url)),
      // A dropped connection (the sandbox's fault) becomes Response.error(), which MSW turns into
      // the network error fetch raises for one. Any other failure is rethrown: MSW logs it and
      // answers 500.
      ({ request }) =>
        engine.fetch(request, { clientIp: "127.0.0.1" }).catch((error: unknown) => {
          if (error instanceof ConnectionDroppedError) return Response.error();
          throw error;
        }),
    );
    return { handlers: [handler], engine };
  };
}
