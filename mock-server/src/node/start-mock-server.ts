import { createEngine } from "../engine/create-engine";
import type { Engine, EngineOptions } from "../engine/engine-types";
import { type CloseOptions, type EngineServer, serveEngine, type ListenOptions } from "./serve-engine";
import type { StateSnapshot } from "../state/snapshot-format";

export type MockServerOptions = EngineOptions &
  ListenOptions & {
    /** A snapshot (engine.exportState(), GET /__sandbox/state) to start from instead of the initial state. */
    state?: StateSnapshot;
  };

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
  /**
   * Stops accepting, waits for in-flight responses (cut after `graceMs`, default 2 s), gives
   * pending webhook deliveries up to `drainMs` (default 0), then stops the engine's timers.
   */
  stop(options?: StopOptions): Promise<void>;
}

export interface StopOptions extends CloseOptions {
  drainMs?: number;
}

/** Starts the engine on a local port (a free one by default). */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { port, host, state, ...engineOptions } = options;
  let engine: Engine | undefined;
  let settle: { resolve(engine: Engine): void; reject(error: unknown): void } | undefined;
  const created = new Promise<Engine>((resolve, reject) => (settle = { resolve, reject }));
  created.catch(() => undefined); // the failure is thrown below; requests waiting on it fail too
  // The port is bound before the demo data is generated, so a client that connects meanwhile
  // is answered as soon as the data is in place (the engine holds requests until it is ready),
  // instead of being refused and polling again.
  const server = await serveEngine(
    { fetch: (request, context) => (engine ? engine.fetch(request, context) : created.then((e) => e.fetch(request, context))) },
    { port, host },
  );
  try {
    engine = createEngine({ publicUrl: () => server.url, ...engineOptions });
    settle?.resolve(engine);
    await engine.ready();
    if (state !== undefined) await engine.importState(state);
  } catch (error) {
    settle?.reject(error);
    await engine?.close();
    await server.close();
    throw error;
  }
  return serverOf(server, engine);
}

function serverOf(server: EngineServer, engine: Engine): MockServer {
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
    async stop(options = {}) {
      await server.close(options);
      if (options.drainMs) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.drainMs)));
        await Promise.race([engine.deliveriesIdle(), timeUp]);
        clearTimeout(timer);
      }
      await engine.close();
    },
  };
}
