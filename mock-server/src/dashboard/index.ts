import { Hono, type Env } from "hono";
import { etag } from "hono/etag";
import { dashboardScript } from "./client";
import { clientConfig } from "./client-config";
import { ASSET_HEADERS, ASSET_PATHS, contentSecurityPolicy, DASHBOARD_PATH, NONCE_BYTES, PAGE_HEADERS } from "./defaults";
import { renderPage } from "./page";
import { dashboardStyles } from "./styles";

export interface DashboardOptions {
  /** The demo API key the page uses for the public API; read per request, so a reset shows. */
  demoApiKey: () => string;
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
    return c.html(renderPage(clientConfig(options.demoApiKey()), nonce), 200, {
      ...PAGE_HEADERS,
      "Content-Security-Policy": contentSecurityPolicy(nonce),
    });
  });
  app.use(`${DASHBOARD_PATH}/assets/*`, etag());
  app.get(ASSET_PATHS.script, (c) =>
    c.body(dashboardScript, 200, { ...ASSET_HEADERS, "Content-Type": "text/javascript; charset=utf-8" }),
  );
  app.get(ASSET_PATHS.styles, (c) =>
    c.body(dashboardStyles, 200, { ...ASSET_HEADERS, "Content-Type": "text/css; charset=utf-8" }),
  );
  return app;
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}
