import { handlersWith } from "./create-handlers";
import { serverOnlyNotice } from "./server-only-notice";

/**
 * MSW handlers answered by the engine, as a browser bundler resolves `@lps/mock-server/msw`: the
 * whole API, its state and the sandbox, without the OAuth server and sign-in (see
 * `serverOnlyNotice`) and without openapi.yaml's text. In-process callers count as loopback, so
 * the sandbox API is reachable.
 */
export const createHandlers = handlersWith({ modules: [serverOnlyNotice] });

export type { CreateHandlersOptions, HandlerScope, MockHandlers } from "./create-handlers";
export { ENGINE_PATH_PREFIXES } from "./request-filter";
export type { Engine, EngineOptions } from "../engine/engine-types";
