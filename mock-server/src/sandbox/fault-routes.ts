import type { Hono } from "hono";
import * as z from "zod/mini";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../http/app-env";
import { sandboxBody } from "./sandbox-body";

const FaultInput = z.strictObject({
  route: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  method: z.optional(z.enum(["GET", "POST", "DELETE", "get", "post", "delete"])),
  count: z.optional(z.number().check(z.int(), z.gte(1))),
  rate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  status: z.optional(z.number().check(z.int(), z.gte(500), z.lte(599))),
  latency_ms: z.optional(z.number().check(z.int(), z.gte(0), z.lte(60_000))),
  mode: z.optional(z.enum(["fail_before", "fail_after_commit", "drop_connection"])),
  before_auth: z.optional(z.boolean()),
});

export function faultRoutes(router: Hono<AppEnv>, { faults }: EngineContext): void {
  router.post("/faults", async (c) => c.json(faults.add(await sandboxBody(c, FaultInput))));
  router.get("/faults", (c) => c.json({ data: faults.list() }));
  router.delete("/faults", (c) => c.json({ deleted: faults.clear() }));
}
