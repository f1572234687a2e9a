import type { Context, Hono } from "hono";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { ProblemError, validationProblem } from "../api/problem";
import { isJournalCursor, type JournalQuery } from "../journal/request-log";
import { unknownOperationId } from "../journal/operation-match";
import { organizationScope } from "./organization-scope";
import { sandboxQueryInput } from "./sandbox-body";

type Flag = "true" | "false";
type RequestsQuery = Omit<JournalQuery, "has_violations" | "since" | "dashboard"> & { has_violations?: Flag; since?: string; dashboard?: Flag };

/**
 * The journal's filters; a cursor must be one this journal handed out, an operation_id one of
 * openapi.yaml (sandbox.yaml's prose).
 */
function journalFilters(c: Context<AppEnv>): JournalQuery {
  const { has_violations, since, dashboard, organization_id: _, ...filters } = sandboxQueryInput<RequestsQuery & { organization_id?: string }>(c, "sandboxRequests");
  const issues = [];
  if (filters.cursor !== undefined && !isJournalCursor(filters.cursor)) {
    issues.push({ pointer: "/query/cursor", message: "must be a next_cursor this journal returned" });
  }
  const unknown = filters.operation_id === undefined ? undefined : unknownOperationId(filters.operation_id);
  if (unknown !== undefined) issues.push({ pointer: "/query/operation_id", message: `${filters.operation_id} ${unknown}`, expected: "an operationId of openapi.yaml" });
  if (issues.length > 0) throw validationProblem(issues);
  return {
    ...filters,
    ...(has_violations === undefined ? {} : { has_violations: has_violations === "true" }),
    ...(since === undefined ? {} : { since: Date.parse(since) }),
    ...(dashboard === undefined ? {} : { dashboard: dashboard === "true" }),
  };
}

/**
 * GET /__sandbox/audit-log and /__sandbox/deliveries, and the request journal: GET /__sandbox/requests (filtered, newest
 * first, by pages), GET /__sandbox/requests/{request_id} and DELETE /__sandbox/requests.
 */
export function logRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  const { audit, requests } = ctx;
  router.get("/audit-log", async (c) => {
    const { limit } = sandboxQueryInput<{ limit?: number }>(c, "sandboxAuditLog");
    const scope = await organizationScope(c, ctx);
    return c.json({ data: scope.nothing ? [] : audit.list(limit, scope.organizationId) });
  });
  router.get("/requests", async (c) => {
    const filters = journalFilters(c);
    const scope = await organizationScope(c, ctx);
    if (scope.nothing) return c.json({ data: [], has_more: false, next_cursor: null });
    const organization = scope.organizationId === undefined ? {} : { organization_id: scope.organizationId };
    const page = await requests.query({ ...filters, ...organization });
    return c.json(page);
  });
  router.get("/requests/:request_id", async (c) => {
    sandboxQueryInput(c, "sandboxRequest");
    const id = c.req.param("request_id");
    const scope = await organizationScope(c, ctx);
    const entry = await requests.get(id, scope.nothing ? "" : scope.organizationId);
    if (!entry) throw new ProblemError(404, "not_found", `The journal holds no request ${id} (it keeps the newest ones only).`);
    return c.json(entry);
  });
  // Every endpoint's delivery attempts in one list, for tests waiting on a webhook.
  router.get("/deliveries", async (c) => {
    const { webhook_id, event_type, status } = sandboxQueryInput<{ webhook_id?: string; event_type?: string; status?: string }>(c, "sandboxDeliveries");
    const scope = await organizationScope(c, ctx);
    const all = ctx.workspaces
      .all()
      .filter((workspace) => scope.includes(workspace.organizationId))
      .flatMap(({ data }) => [...data.webhooks.values()].flatMap((webhook) => [...data.deliveries.of(webhook.id).values()]));
    const matching = all.filter(
      (d) => (!webhook_id || d.webhook_id === webhook_id) && (!event_type || d.event_type === event_type) && (!status || d.status === status),
    );
    return c.json({ data: matching.sort((a, b) => b.created_at.localeCompare(a.created_at)) });
  });
  router.delete("/requests", (c) => {
    sandboxQueryInput(c, "sandboxClearRequests");
    requests.clear();
    return c.body(null, 204);
  });
}
