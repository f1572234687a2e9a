import { dashboardRoutes } from "./dashboard-routes";
import { docsRoutes } from "./docs-routes";
import { createEngineCore } from "./engine-core";
import type { Engine, EngineOptions, HostPages } from "./engine-types";

/**
 * The developer dashboard and the API reference. Kept out of the engine core so that the MSW
 * entry, which a browser bundles, carries neither.
 */
const NODE_PAGES: HostPages = [
  (ctx, demoApiKey) => dashboardRoutes(ctx, demoApiKey, ctx.options.dashboardScript),
  (ctx, demoApiKey) => docsRoutes(ctx, demoApiKey, ctx.options.docsAssets),
];

/** The reference server as one Web-standard fetch handler over in-memory state. */
export function createEngine(options: EngineOptions = {}): Engine {
  return createEngineCore(options, NODE_PAGES);
}
