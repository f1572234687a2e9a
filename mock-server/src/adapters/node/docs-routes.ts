import { Hono } from "hono";
import type { AppEnv } from "../../api/app-env";
import { ProblemError } from "../../api/problem";
import { loopbackOnly } from "../../api/loopback-only";
import { pageHeaders } from "../../dashboard/page-headers";
import type { DocsAssetReader, EngineContext } from "../../engine/engine-types";

/** The renderer files the page loads; nothing else is read, whatever the path asks for. */
export const DOCS_ASSETS = ["swagger-ui-bundle.js", "swagger-ui.css"] as const;

const page = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LPS API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"><noscript>The API reference needs JavaScript. The contract itself is at <a href="/openapi.yaml">/openapi.yaml</a>.</noscript></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

// Points "Try it out" at this server (the contract's `{origin}` defaults to production) and
// authorises it with the demo key, so a request works without typing anything.
const init = (demoApiKey: string) => `"use strict";
const ui = SwaggerUIBundle({
  url: "/openapi.yaml",
  dom_id: "#reference",
  deepLinking: true,
  tryItOutEnabled: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  onComplete() {
    ui.oas3Actions.setSelectedServer("{origin}/v1");
    ui.oas3Actions.setServerVariableValue({ server: "{origin}/v1", key: "origin", val: location.origin });
    ui.preauthorizeApiKey("apiKey", ${JSON.stringify(demoApiKey)});
  },
});
`;

// Swagger UI styles its elements inline and draws icons as data: images; "Try it out" calls this
// origin only. Not framed by anyone: the page holds the demo key with "Try it out" on.
const PAGE = pageHeaders({ script: "'self'", style: "'self' 'unsafe-inline'", connect: "'self'", img: "'self' data:", standalone: true });

/**
 * The API reference at /docs, rendered in the browser from GET /openapi.yaml by Swagger UI,
 * whose files ship in the package (no CDN). `/` redirects to it. The page carries the demo key,
 * so it is guarded like the dashboard: loopback callers only unless the sandbox is opened up.
 */
export function docsRoutes(ctx: EngineContext, demoApiKey: () => string, assets: DocsAssetReader | undefined): Hono<AppEnv> {
  const guard = loopbackOnly(ctx.options.sandboxLoopbackOnly ?? true, "the API reference");
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => c.redirect("/docs", 302));
  routes.use("/docs", guard);
  routes.use("/docs/*", guard);
  routes.get("/docs", (c) => c.html(page(), 200, PAGE));
  routes.get("/docs/", (c) => c.redirect("/docs", 301));
  routes.get("/docs/init.js", (c) => c.body(init(demoApiKey()), 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" }));
  routes.get("/docs/assets/:name", async (c) => {
    const name = c.req.param("name");
    const asset = (DOCS_ASSETS as readonly string[]).includes(name) ? await assets?.(name) : undefined;
    if (!asset) {
      const why = assets ? `No reference asset is called ${name}.` : "This engine has no reference assets (only the Node server reads them); start the Node server for /docs.";
      throw new ProblemError(404, "route_not_found", why);
    }
    return c.body(asset.body as Uint8Array<ArrayBuffer>, 200, { "content-type": asset.contentType, "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" });
  });
  return routes;
}
