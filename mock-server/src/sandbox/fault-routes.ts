import type { Hono } from "hono";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../http/app-env";
import { sandboxBody } from "./sandbox-body";

export function faultRoutes(router: Hono<AppEnv>, { faults }: EngineContext): void {
  router.post("/faults", async (c) => c.json(faults.add(await sandboxBody(c, "FaultCreate"))));
  router.get("/faults", (c) => c.json({ data: faults.list() }));
  router.delete("/faults", (c) => c.json({ deleted: faults.clear() }));
}
