import { createEngine } from "../engine/create-engine";
import type { Engine, EngineOptions } from "../engine/engine-types";
import { serveEngine, type ListenOptions } from "./serve-engine";

export type MockServerOptions = EngineOptions & ListenOptions;

export interface MockServer {
  /** `http://127.0.0.1:PORT`: the root, where /healthz, /openapi.yaml and /__sandbox live. */
  readonly url: string;
  /** `url + "/v1"`: what the SDK calls `baseUrl`. */
  readonly baseUrl: string;
  /** The authorization server's origin; the reference server serves OAuth on its own root. */
  readonly authUrl: string;
  /** A full-scope demo API key. */
  readonly apiKey: string;
  readonly oauthClient: Engine["demo"]["oauthClient"];
  readonly engine: Engine;
  /** Back to the initial state (same seed, same demo credentials). */
  reset(): Promise<void>;
  /** Closes the listener, then the engine's timers. */
  stop(): Promise<void>;
}

/** Starts the engine on a local port (a free one by default). */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { port, host, ...engineOptions } = options;
  let origin: string | undefined;
  const engine = createEngine({ publicUrl: () => origin, ...engineOptions });
  // Listen only once the demo data and credentials exist, so the first request is a real one.
  const server = await engine
    .ready()
    .then(() => serveEngine(engine, { port, host }))
    .catch(async (error: unknown) => {
      await engine.close();
      throw error;
    });
  origin = server.url;
  return {
    url: server.url,
    baseUrl: `${server.url}/v1`,
    authUrl: server.url,
    apiKey: engine.demo.apiKey,
    // Read through: a reset re-registers the demo client, which keeps its id only when seeded.
    get oauthClient() {
      return engine.demo.oauthClient;
    },
    engine,
    reset: () => engine.reset(),
    async stop() {
      await server.close();
      await engine.close();
    },
  };
}
