import { createEngine } from "./create-engine";
import type { Engine, EngineOptions, ResetOptions } from "../../engine/engine-types";
import { checkEngineOptions } from "../../engine/option-checks";
import { LOOPBACK_NAMES } from "../../api/host-check";
import { checkCaCertificate, resolveTls, type TlsOption } from "../tls/resolve-tls";
import { trustingFetch, webhookTrust } from "../tls/trusting-fetch";
import { readDashboardScript } from "../../dashboard/script-file";
import { readDocsAsset } from "./docs-assets";
import { serveHttpRedirect } from "./http-redirect";
import { type CloseOptions, DEFAULT_HOST, type EngineServer, serveEngine, type ListenOptions } from "./serve-engine";

export interface TlsServeOptions {
  /**
   * HTTPS: `true` serves a leaf from the local CA (made on first use in `tlsDir`), or pass your
   * own `{ cert, key }` in PEM. Responses then carry Strict-Transport-Security, cookies are
   * Secure and every URL is https.
   */
  tls?: TlsOption;
  /** The local CA's folder; default `$XDG_CACHE_HOME/lps-mock` or `~/.cache/lps-mock`. */
  tlsDir?: string;
  /** Under `tls`, also listen on this plain-http port: page loads get 308 to the https URL, API calls 403 https_required. */
  httpRedirectPort?: number;
  /** Extra CA certificates (PEM) webhook receivers may be signed by, besides the system store and the local CA. */
  webhookCa?: string;
}

export type MockServerOptions = EngineOptions & ListenOptions & TlsServeOptions;

export interface MockServer {
  /** `http://127.0.0.1:PORT` (`https://` under TLS): the root, where /healthz, /openapi.yaml and /__sandbox live. */
  readonly url: string;
  /** `url + "/v1"`: what the SDK calls `baseUrl`. */
  readonly baseUrl: string;
  /** The authorization server's origin; the reference server serves OAuth on its own root. */
  readonly authUrl: string;
  /** A full-scope demo API key. */
  readonly apiKey: string;
  readonly oauthClient: Engine["demo"]["oauthClient"];
  readonly engine: Engine;
  /** Under `tls: true`, the local CA's certificate file clients should trust; else undefined. */
  readonly caCert: string | undefined;
  /** The plain-http listener that redirects to `url` (`httpRedirectPort`), if any. */
  readonly redirectUrl: string | undefined;
  /** Back to the state right after start: the `state` snapshot it started from, or the demo data (same seed, same demo credentials); `{ demoData: false }` leaves the demo records out this once. */
  reset(options?: ResetOptions): Promise<void>;
  /**
   * Stops accepting, waits for in-flight responses (cut after `graceMs`, default 2 s), gives
   * pending webhook deliveries up to `drainMs` (default 0), then stops the engine's timers.
   */
  stop(options?: StopOptions): Promise<void>;
}

export interface StopOptions extends CloseOptions {
  drainMs?: number;
}

/**
 * Starts the engine on a local port (a free one by default). It answers only requests naming
 * localhost, 127.0.0.1, [::1], its host or one of `allowedHosts` (which adds to these).
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { port, host, tls: tlsOption, tlsDir, httpRedirectPort, webhookCa, ...engineOptions } = options;
  // Before any port opens, and before allowedHosts joins the names below: a string there would
  // be spread into one-letter names that each pass the engine's check.
  checkEngineOptions(engineOptions);
  if (httpRedirectPort !== undefined && !tlsOption) throw new Error("httpRedirectPort (--http-redirect) needs tls (--tls)");
  if (webhookCa !== undefined) checkCaCertificate(webhookCa, "webhookCa (--webhook-ca)");
  const tls = await resolveTls(tlsOption, host, tlsDir);
  const extraCas = [tls?.caPem, webhookCa].filter((pem): pem is string => pem !== undefined);
  // Global fetch trusts the bundled roots only; receivers signed by the local CA or --webhook-ca need our own.
  if (extraCas.length > 0) engineOptions.deliveryFetch ??= trustingFetch(() => webhookTrust(extraCas));
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
    tls,
  );
  let redirect: EngineServer | undefined;
  try {
    const allowedHosts = [...LOOPBACK_NAMES, host ?? DEFAULT_HOST, ...(engineOptions.allowedHosts ?? [])];
    if (httpRedirectPort !== undefined) redirect = await serveHttpRedirect(server.url, httpRedirectPort, host ?? DEFAULT_HOST, allowedHosts);
    engine = createEngine({ publicUrl: () => server.url, docsAssets: readDocsAsset, dashboardScript: readDashboardScript, ...engineOptions, allowedHosts });
    settle?.resolve(engine);
    await engine.ready();
  } catch (error) {
    settle?.reject(error);
    await engine?.close();
    await redirect?.close();
    await server.close();
    throw error;
  }
  return serverOf(server, engine, tls?.caCertPath, redirect);
}

function serverOf(server: EngineServer, engine: Engine, caCert: string | undefined, redirect: EngineServer | undefined): MockServer {
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
    caCert,
    redirectUrl: redirect?.url,
    reset: (options) => engine.reset(options),
    async stop(options = {}) {
      await redirect?.close();
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
