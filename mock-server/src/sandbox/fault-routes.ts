import type { Hono } from "hono";
import { z } from "zod";
import type { EngineContext } from "../engine/engine-context";
import type { AppEnv } from "../http/app-env";
import { sandboxBody } from "./sandbox-body";

const FaultInput = z.strictObject({
  route: z.string().min(1).max(500).optional(),
  method: z.enum(["GET", "POST", "DELETE", "get", "post", "delete"]).optional(),
  count: z.number().int().min(1).optional(),
  rate: z.number().min(0).max(1).optional(),
  status: z.number().int().min(500).max(599).optional(),
  latency_ms: z.number().int().min(0).max(60_000).optional(),
  mode: z.enum(["fail_before", "fail_after_commit", "drop_connection"]).optional(),
  before_auth: z.boolean().optional(),
});

export function faultRoutes(router: Hono<AppEnv>, { faults }: EngineContext): void {
  router.post("/faults", async (c) => c.json(faults.add(await sandboxBody(c, FaultInput))));
  router.get("/faults", (c) => c.json({ data: faults.list() }));
  router.delete("/faults", (c) => c.json({ deleted: faults.clear() }));
}
