export { createHandlers } from "./create-handlers";
export type { CreateHandlersOptions, HandlerScope, MockHandlers } from "./create-handlers";
export { ENGINE_PATH_PREFIXES } from "./request-filter";
export type { Engine, EngineOptions } from "../engine/engine-types";
