import type { Hono } from "hono";
import { z } from "zod";
import { toValidationIssues } from "../contract/validation-issue";
import type { EngineContext } from "../engine/engine-context";
import type { AppEnv } from "../http/app-env";
import { validationProblem } from "../http/problem";

const LimitQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(10_000).optional() });

/** GET /__sandbox/audit-log and /__sandbox/requests: newest first, `?limit=` to shorten. */
export function logRoutes(router: Hono<AppEnv>, { audit, requests }: EngineContext): void {
  const limitOf = (query: Record<string, string>) => {
    const parsed = LimitQuery.safeParse(query);
    if (!parsed.success) throw validationProblem(toValidationIssues(parsed.error.issues, query, "/query"));
    return parsed.data.limit;
  };
  router.get("/audit-log", (c) => c.json({ data: audit.list(limitOf(c.req.query())) }));
  router.get("/requests", (c) => c.json({ data: requests.list(limitOf(c.req.query())) }));
}
