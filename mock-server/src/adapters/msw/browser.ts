import { handlersWith } from "./create-handlers";
import { serverOnlyNotice } from "./server-only-notice";

/**
 * The paths the browser build serves, answered on any origin when no `origin` is given. Not
 * `/oauth`, `/.well-known` or `/openapi.yaml`: this build serves none of them, and on another
 * origin they are often the app's own (its OpenID provider's discovery document and token
 * endpoint), which must pass through. On a given `origin`, the notice answers them.
 */
export const ENGINE_PATH_PREFIXES: readonly string[] = ["/v1", "/api/v1", "/__sandbox", "/healthz"];

/**
 * MSW handlers answered by the engine, as a browser bundler resolves `@lps/mock-server/msw`: the
 * whole API, its state and the sandbox, without the OAuth server and sign-in (see
 * `serverOnlyNotice`) and without openapi.yaml's text. In-process callers count as loopback, so
 * the sandbox API is reachable.
 */
export const createHandlers = handlersWith({ modules: [], fallback: [serverOnlyNotice], paths: ENGINE_PATH_PREFIXES });

export type { CreateHandlersOptions, HandlerScope, MockHandlers } from "./create-handlers";
export type { Engine, EngineOptions } from "../../engine/engine-types";
