// The package's Node entry. MSW handlers live in "@lps/mock-server/msw" so browsers never load node:http.
export { createEngine } from "./server/create-engine";
export { ConnectionDroppedError } from "./engine/connection-dropped";
export type { Engine, EngineOptions, EventBus, RequestContext, WebhookEvent } from "./engine/engine-types";
export { createClock } from "./clock/clock";
export type { Clock } from "./clock/clock";
export { startMockServer } from "./node/start-mock-server";
export type { MockServer, MockServerOptions } from "./node/start-mock-server";
export { serveEngine } from "./node/serve-engine";
export type { EngineServer, ListenOptions } from "./node/serve-engine";
