import { oauthModule } from "../../engine/oauth-module";
import { openapiLines } from "../../contract/generated/openapi-lines";
import { openapiText } from "../../contract/generated/openapi-text";
import { fastRouter } from "../../api/routers";
import { handlersWith } from "./create-handlers";
import { ENGINE_PATH_PREFIXES } from "./request-filter";

/**
 * MSW handlers answered by the engine: the same engine and state for `setupServer` (Node) and
 * `setupWorker` (browser). In-process callers count as loopback, so the sandbox API is reachable.
 * This build, which Node resolves, also serves the OAuth server, sign-in and openapi.yaml; a
 * browser bundler picks the build in `./browser`, which leaves them out.
 */
export const createHandlers = handlersWith({ modules: [oauthModule], contractText: openapiText, contractLines: openapiLines, router: fastRouter, paths: ENGINE_PATH_PREFIXES });

export type { CreateHandlersOptions, HandlerScope, MockHandlers } from "./create-handlers";
export { ENGINE_PATH_PREFIXES } from "./request-filter";
export type { Engine, EngineOptions } from "../../engine/engine-types";
