import type { Hono } from "hono";
import { ENGINE_DEFAULTS } from "../engine/defaults";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { actingContext } from "./organization-scope";
import { sandboxBody } from "./sandbox-body";

/** POST /__sandbox/seed: creates the fixture's records as the API would, all or nothing. */
export function seedRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/seed", async (c) => {
    const { services } = await actingContext(c, ctx, "sandboxSeed");
    // Every record is checked, with the API's defaults applied, before any is created.
    const { properties = [], leads = [] } = await sandboxBody(c, "Fixture", { limit: ENGINE_DEFAULTS.seedBodyLimitBytes });
    return c.json({
      properties: properties.map((input) => services.properties.create(input)),
      leads: leads.map((input) => services.leads.create(input)),
    });
  });
}
