import type { Hono } from "hono";
import { sandboxValidator, withRule } from "../contract/sandbox-validator";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { faultIssues } from "../api/fault-rules";
import { sandboxBody, sandboxQueryInput } from "./sandbox-body";

const faultInput = withRule(sandboxValidator("FaultCreate"), faultIssues, ["route", "method", "status", "mode", "latency_ms"]);

export function faultRoutes(router: Hono<AppEnv>, { faults }: EngineContext): void {
  router.post("/faults", async (c) => {
    sandboxQueryInput(c, "sandboxAddFault");
    return c.json(faults.add(await sandboxBody(c, faultInput)));
  });
  router.get("/faults", (c) => {
    sandboxQueryInput(c, "sandboxListFaults");
    return c.json({ data: faults.list() });
  });
  router.delete("/faults", (c) => {
    sandboxQueryInput(c, "sandboxClearFaults");
    return c.json({ deleted: faults.clear() });
  });
}
