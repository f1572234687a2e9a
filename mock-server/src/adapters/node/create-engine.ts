import { createEngineCore } from "../../engine/engine-core";
import type { Engine, EngineOptions, EngineSurfaces } from "../../engine/engine-types";
import { oauthModule } from "../../engine/oauth-module";
import { openapiLines } from "../../contract/generated/openapi-lines";
import { openapiText } from "../../contract/generated/openapi-text";
import { fastRouter } from "../../api/routers";
import { sandboxSurface } from "../../sandbox/sandbox-router";
import { dashboardRoutes } from "./dashboard-routes";
import { docsRoutes } from "./docs-routes";

/**
 * The developer dashboard, the API reference, the OAuth server with sign-in, and openapi.yaml's
 * text. Kept out of the engine core so that the MSW entry, which a browser bundles, carries none
 * of them.
 */
const NODE_SURFACES: EngineSurfaces = {
  sandbox: sandboxSurface,
  modules: [oauthModule],
  pages: [
    (ctx, demoApiKey) => dashboardRoutes(ctx, demoApiKey, ctx.options.dashboardScript),
    (ctx, demoApiKey) => docsRoutes(ctx, demoApiKey, ctx.options.docsAssets),
  ],
  contractText: openapiText,
  contractLines: openapiLines,
  router: fastRouter,
};

/**
 * The reference server as one Web-standard fetch handler over in-memory state: the engine with
 * its sandbox, OAuth server and sign-in, dashboard and API reference.
 */
export function createEngine(options: EngineOptions = {}): Engine {
  return createEngineCore(options, NODE_SURFACES);
}
