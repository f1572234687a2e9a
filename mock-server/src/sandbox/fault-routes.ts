import type { Hono } from "hono";
import { sandboxQuery, sandboxValidator, withRule } from "../contract/sandbox-validator";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../http/app-env";
import { faultRouteIssues } from "../http/fault-rules";
import { validationProblem } from "../http/problem";
import { sandboxBody } from "./sandbox-body";

const faultInput = withRule(sandboxValidator("FaultCreate"), faultRouteIssues, ["route", "method"]);

export function faultRoutes(router: Hono<AppEnv>, { faults }: EngineContext): void {
  router.post("/faults", async (c) => c.json(faults.add(await sandboxBody(c, faultInput))));
  router.get("/faults", (c) => {
    const checked = sandboxQuery("sandboxListFaults", new URL(c.req.url).search.slice(1));
    if (!checked.ok) throw validationProblem(checked.issues);
    return c.json({ data: faults.list() });
  });
  router.delete("/faults", (c) => c.json({ deleted: faults.clear() }));
}
