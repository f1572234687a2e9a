// The package's Node entry. MSW handlers live in "@lps/mock-server/msw" so browsers never load node:http.
export { createEngine } from "./adapters/node/create-engine";
export { ConnectionDroppedError } from "./engine/connection-dropped";
export type { Engine, EngineOptions, EventBus, ResetOptions, RequestContext, WebhookEvent } from "./engine/engine-types";
export { createClock } from "./domain/clock/clock";
export type { Clock } from "./domain/clock/clock";
export { startMockServer } from "./adapters/node/start-mock-server";
export type { MockServer, MockServerOptions } from "./adapters/node/start-mock-server";
export { serveEngine } from "./adapters/node/serve-engine";
export type { EngineServer, ListenOptions } from "./adapters/node/serve-engine";
