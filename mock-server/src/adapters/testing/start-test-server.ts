import type { RequestHandler } from "msw";
import { createEngine } from "../node/create-engine";
import type { EngineOptions } from "../../engine/engine-types";
import { type MockServerOptions, startMockServer } from "../node/start-mock-server";
import { type TestSurface, createTestSurface } from "./test-surface";

/** Deterministic by default: the same data, ids and demo key on every run. */
const DEFAULT_SEED = 42;

/**
 * Starts the reference server on a free loopback port for a test file. Plain async functions,
 * no test runner needed: call `reset()` between tests and `close()` at the end.
 */
export async function startTestServer(options: MockServerOptions = {}): Promise<TestSurface> {
  const server = await startMockServer({ seed: DEFAULT_SEED, port: 0, ...options });
  return createTestSurface({
    url: server.url,
    engine: server.engine,
    fetch: (path) => fetch(server.url + path),
    close: () => server.stop(),
  });
}

/** MSW handlers answered by an engine, with the helpers of `startTestServer`. */
export interface TestHandlers extends TestSurface {
  readonly handlers: RequestHandler[];
}

/**
 * The same helpers over MSW: pass `handlers` to `setupServer` or `setupWorker`. The engine is
 * reached at `origin` (default http://lps.test); `msw` is loaded only when this is called, so
 * the module works without it.
 */
export async function createTestHandlers(options: EngineOptions & { origin?: string } = {}): Promise<TestHandlers> {
  const { origin = "http://lps.test", ...engineOptions } = options;
  const { createHandlers } = await import("../msw/index");
  const engine = createEngine({ seed: DEFAULT_SEED, ...engineOptions });
  const { handlers } = createHandlers({ engine, origin });
  await engine.ready();
  const surface = createTestSurface({
    url: origin,
    engine,
    // The test process is the sandbox's own caller: it speaks as loopback.
    fetch: (path) => engine.fetch(new Request(origin + path), { clientIp: "127.0.0.1" }),
    inProcess: true,
    close: () => engine.close(),
  });
  return Object.assign(surface, { handlers });
}
