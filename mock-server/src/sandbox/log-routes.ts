import type { Hono } from "hono";
import * as z from "zod/mini";
import { toValidationIssues } from "../contract/validation-issue";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../http/app-env";
import { ProblemError, validationProblem } from "../http/problem";
import { isJournalCursor } from "../journal/request-log";
import { organizationScope } from "./organization-scope";

const limit = () => z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)));
const organizationId = () => z.optional(z.string());

const LimitQuery = z.strictObject({ limit: limit(), organization_id: organizationId() });

const JournalQuery = z.strictObject({
  operation_id: z.optional(z.string().check(z.minLength(1))),
  status: z.optional(z.coerce.number().check(z.int(), z.gte(100), z.lte(599))),
  has_violations: z.optional(z.pipe(z.enum(["true", "false"]), z.transform((v: "true" | "false") => v === "true"))),
  since: z.optional(z.iso.datetime({ offset: true })),
  limit: limit(),
  cursor: z.optional(z.string().check(z.refine(isJournalCursor, "must be a next_cursor this journal returned"))),
  organization_id: organizationId(),
});

const DeliveryQuery = z.strictObject({
  webhook_id: z.optional(z.string()),
  event_type: z.optional(z.string()),
  status: z.optional(z.enum(["pending", "succeeded", "failed"])),
  organization_id: organizationId(),
});

function parse<T extends z.ZodMiniType>(schema: T, query: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw validationProblem(toValidationIssues(parsed.error.issues, query, "/query"));
  return parsed.data;
}

/**
 * GET /__sandbox/audit-log and /__sandbox/deliveries, and the request journal: GET /__sandbox/requests (filtered, newest
 * first, by pages), GET /__sandbox/requests/{request_id} and DELETE /__sandbox/requests.
 */
export function logRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  const { audit, requests } = ctx;
  router.get("/audit-log", async (c) => {
    const { limit } = parse(LimitQuery, c.req.query());
    const scope = await organizationScope(c, ctx);
    return c.json({ data: scope.nothing ? [] : audit.list(limit, scope.organizationId) });
  });
  router.get("/requests", async (c) => {
    const { since, organization_id: _, ...filters } = parse(JournalQuery, c.req.query());
    const scope = await organizationScope(c, ctx);
    if (scope.nothing) return c.json({ data: [], has_more: false, next_cursor: null });
    const organization = scope.organizationId === undefined ? {} : { organization_id: scope.organizationId };
    const page = await requests.query({ ...filters, ...organization, ...(since === undefined ? {} : { since: Date.parse(since) }) });
    return c.json(page);
  });
  router.get("/requests/:request_id", async (c) => {
    const id = c.req.param("request_id");
    const scope = await organizationScope(c, ctx);
    const entry = await requests.get(id, scope.nothing ? "" : scope.organizationId);
    if (!entry) throw new ProblemError(404, "not_found", `The journal holds no request ${id} (it keeps the newest ones only).`);
    return c.json(entry);
  });
  // Every endpoint's delivery attempts in one list, for tests waiting on a webhook.
  router.get("/deliveries", async (c) => {
    const { webhook_id, event_type, status } = parse(DeliveryQuery, c.req.query());
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
    requests.clear();
    return c.body(null, 204);
  });
}
