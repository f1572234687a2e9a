import type { Context } from "hono";
import type { EngineContext } from "../engine/engine-types";
import type { EngineEventBus } from "../services/event-bus";
import type { AppEnv } from "../api/app-env";
import { ProblemError, validationProblem } from "../api/problem";
import { requestHeader } from "../api/request-header";
import { sandboxQueryInput } from "./sandbox-body";

/**
 * Whose records a sandbox read shows. Without a credential and without a filter: everyone's (the
 * operator's view, as before organisations). With `Authorization`, or a live session cookie and no
 * `Authorization`, only that caller's organisation (a test can check what one customer's
 * integration or signed-in user would see); `organization_id`
 * narrows to one organisation. Both together show nothing unless they agree, as another
 * organisation's records are absent to a credential everywhere else.
 */
export interface OrganizationScope {
  /** Undefined: every organisation. */
  readonly organizationId: string | undefined;
  /** The credential and the filter named different organisations. */
  readonly nothing: boolean;
  includes(organizationId: string | undefined): boolean;
}

export async function organizationScope(c: Context<AppEnv>, ctx: EngineContext): Promise<OrganizationScope> {
  const filter = c.req.query("organization_id");
  if (filter !== undefined && !ctx.organizations.get(filter)) {
    throw validationProblem([{ pointer: "/query/organization_id", message: `No organisation has the id ${filter}.`, expected: "an id from GET /__sandbox/organizations" }]);
  }
  const authorization = requestHeader(c, "authorization");
  let caller: string | undefined;
  if (authorization !== undefined) {
    const result = await ctx.auth.authenticate(authorization, c.env.clientIp);
    if (!result.ok) throw new ProblemError(401, result.code === "ip_not_allowed" ? "invalid_token" : result.code, result.detail);
    caller = result.principal.organizationId;
  } else {
    caller = await sessionOrganization(c, ctx);
  }
  const nothing = caller !== undefined && filter !== undefined && caller !== filter;
  const organizationId = caller ?? filter;
  return {
    organizationId,
    nothing,
    includes: (id) => !nothing && (organizationId === undefined || id === organizationId),
  };
}

/**
 * The organisation of a signed-in browser. A cookie without a live session (or refused for a
 * cross-site write) leaves the operator's view, as a request without any credential does.
 */
async function sessionOrganization(c: Context<AppEnv>, ctx: EngineContext): Promise<string | undefined> {
  const cookie = requestHeader(c, "cookie");
  if (cookie === undefined) return undefined;
  const origin = requestHeader(c, "origin");
  const secFetchSite = requestHeader(c, "sec-fetch-site");
  const facts = { method: c.req.method, selfOrigin: new URL(c.req.url).origin, cookie, ...(origin !== undefined && { origin }), ...(secFetchSite !== undefined && { secFetchSite }) };
  const result = await ctx.auth.authenticate(undefined, c.env.clientIp, facts);
  return result.ok ? result.principal.organizationId : undefined;
}

/**
 * The engine as one organisation sees it: its records and services, its events only. Sandbox
 * routes that make records (seed, messages, triggers, events) act on the demo organisation
 * unless a credential or `organization_id` names another.
 */
export function organizationContext(ctx: EngineContext, organizationId: string): EngineContext {
  const { data, services } = ctx.workspaces.of(organizationId);
  const events: EngineEventBus = {
    subscribe: (listener) =>
      ctx.events.subscribe((event, organization) => {
        if (organization === organizationId) listener(event, organization);
      }),
    emit: (type, eventData) => ctx.events.emit(type, eventData, organizationId),
  };
  // Everything else (clock, ids, keys, dispatcher) is the engine's own, read through the prototype.
  return Object.create(ctx, { data: { value: data }, services: { value: services }, events: { value: events } }) as EngineContext;
}

/** The sandbox operations that make records in an organisation `organization_id` may name. */
type ActingOperation = "sandboxSeed" | "sandboxReceiveMessage" | "sandboxTrigger" | "sandboxFireEvent";

/** The context a record-making sandbox route acts in (see organizationScope for who decides). */
export async function actingContext(c: Context<AppEnv>, ctx: EngineContext, operationId: ActingOperation): Promise<EngineContext> {
  // Checked first: a repeated or misspelt organization_id must not act on the demo organisation.
  sandboxQueryInput(c, operationId);
  const scope = await organizationScope(c, ctx);
  if (scope.nothing) throw new ProblemError(404, "not_found", "The credential's organisation is not the one organization_id names.");
  return organizationContext(ctx, scope.organizationId ?? ctx.organizations.demo().id);
}
