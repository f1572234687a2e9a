import type { Hono } from "hono";
import * as z from "zod/mini";
import { issueApiKey } from "../auth/issue-api-key";
import { parseAllowedRange } from "../auth/ip-allowlist";
import type { ApiKeyRecord, ApiKeySpec } from "../auth/key-registry";
import { PLANS, SCOPES } from "../domain/plans";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../http/app-env";
import { notFoundProblem, validationProblem } from "../http/problem";
import type { Organization } from "../store/organizations";
import { organizationScope } from "./organization-scope";
import { sandboxBody } from "./sandbox-body";

const KeyInput = z
  .strictObject({
    name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    scopes: z.optional(z.array(z.enum(SCOPES as [string, ...string[]]))),
    plan: z.optional(z.enum(PLANS)),
    daily_limit: z.optional(z.number().check(z.int(), z.gte(1))),
    allowed_ips: z.optional(z.array(z.string().check(z.refine((v) => parseAllowedRange(v) !== undefined, "must be an IPv4 or IPv6 address or CIDR range")))),
    organization_id: z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.refine((input) => input.daily_limit === undefined || input.plan === "enterprise", {
      path: ["daily_limit"],
      message: "only enterprise keys take a custom daily_limit",
    }),
  );

/** A key as listed: everything but the secret, which was shown once at creation. */
const view = ({ id, organization_id, name, hint, scopes, plan, daily_limit, quota, allowed_ips, created_at }: ApiKeyRecord) => ({
  id,
  organization_id,
  name,
  key_hint: hint,
  scopes,
  plan,
  daily_limit,
  quota,
  allowed_ips,
  created_at,
});

type KeyInput = z.output<typeof KeyInput>;

/**
 * Which counter a new key draws on. Naming a `plan` gives the key its own counter and limit (a
 * test can exhaust one key); naming only `organization_id` puts it on its organisation's shared
 * counter; naming neither keeps the sandbox's default: a basic key with its own counter.
 */
function quotaOf(input: KeyInput, org: Organization): Pick<ApiKeySpec, "plan" | "daily_limit" | "quota"> {
  if (input.plan === undefined && input.organization_id !== undefined) return { plan: org.plan, daily_limit: org.daily_limit, quota: "organization" };
  return { plan: input.plan ?? "basic", ...(input.daily_limit === undefined ? {} : { daily_limit: input.daily_limit }), quota: "key" };
}

export function apiKeyRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/api-keys", async (c) => {
    const input = await sandboxBody(c, KeyInput);
    const org = input.organization_id === undefined ? ctx.organizations.demo() : ctx.organizations.get(input.organization_id);
    if (!org) {
      throw validationProblem([{ pointer: "/organization_id", message: `No organisation has the id ${input.organization_id}.`, expected: "an id from GET /__sandbox/organizations" }]);
    }
    const { record, key } = issueApiKey(ctx, {
      organization_id: org.id,
      name: input.name ?? "Sandbox key",
      scopes: input.scopes ?? [...SCOPES],
      ...quotaOf(input, org),
      allowed_ips: input.allowed_ips ?? [],
    });
    const { id, name, scopes, plan, daily_limit, quota, allowed_ips, created_at } = record;
    ctx.audit.record({ actor: "sandbox", organization_id: org.id, action: "api_key.created", resource_id: id, ip: c.env.clientIp, status: 200, request_id: c.get("requestId") });
    return c.json({ id, key, organization_id: org.id, name, scopes, plan, daily_limit, quota, allowed_ips, created_at });
  });

  router.get("/api-keys", async (c) => {
    const scope = await organizationScope(c, ctx);
    return c.json({ data: ctx.keys.list().filter((record) => scope.includes(record.organization_id)).map(view) });
  });

  router.delete("/api-keys/:id", (c) => {
    const id = c.req.param("id");
    const revoked = ctx.keys.revoke(id);
    if (!revoked) throw notFoundProblem("API key", id);
    ctx.audit.record({ actor: "sandbox", organization_id: revoked.organization_id, action: "api_key.revoked", resource_id: id, ip: c.env.clientIp, status: 200, request_id: c.get("requestId") });
    return c.json({ id, deleted: true });
  });
}
