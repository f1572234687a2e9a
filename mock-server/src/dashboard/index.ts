import { Hono, type Env } from "hono";
import { etag } from "hono/etag";
import { clientConfig } from "./client-config";
import { ASSET_HEADERS, ASSET_PATHS, DASHBOARD_PATH, NONCE_BYTES, pageSources } from "./defaults";
import { pageHeaders } from "./page-headers";
import { renderPage } from "./page";
import { dashboardStyles } from "./styles";

/** Reads the bundled browser script; undefined when this host has none. */
export type DashboardScriptReader = () => Promise<string | undefined>;

export interface DashboardOptions {
  /**
   * The API key the page sends to the public API, read per request so a reset shows. `null`: the
   * page sends no key and its calls ride on the browser's session cookie.
   */
  demoApiKey: (request: Request) => string | null;
  /**
   * The browser script (src/dashboard/browser, bundled). The Node server passes
   * `readDashboardScript`; without a reader the script's path answers 404, as under MSW.
   */
  script?: DashboardScriptReader;
  /** The header the page marks its own calls with, so the host's journal can tell them apart. */
  ownRequestHeader: string;
}

/**
 * The developer dashboard, served at /dashboard: one page whose script calls the server's own
 * sandbox and public APIs. Mount it at the server's root. The page carries the demo key, so the
 * host must serve it to loopback clients only, like /__sandbox. It reads nothing from the host's
 * environment, so it takes whichever `Env` the host app has.
 */
export function createDashboard<E extends Env = Env>(options: DashboardOptions): Hono<E> {
  const app = new Hono<E>();
  app.on("GET", [DASHBOARD_PATH, `${DASHBOARD_PATH}/`], (c) => {
    const nonce = createNonce();
    return c.html(renderPage(clientConfig(options.demoApiKey(c.req.raw), options.ownRequestHeader), nonce), 200, pageHeaders({ ...pageSources(nonce), standalone: true }));
  });
  app.use(`${DASHBOARD_PATH}/assets/*`, etag());
  app.get(ASSET_PATHS.script, async (c) => {
    const script = await options.script?.();
    // The host's own 404: a host without the bundle (MSW) has no dashboard to offer.
    if (script === undefined) return c.notFound();
    return c.body(script, 200, { ...ASSET_HEADERS, "Content-Type": "text/javascript; charset=utf-8" });
  });
  app.get(ASSET_PATHS.styles, (c) =>
    c.body(dashboardStyles, 200, { ...ASSET_HEADERS, "Content-Type": "text/css; charset=utf-8" }),
  );
  return app;
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}
