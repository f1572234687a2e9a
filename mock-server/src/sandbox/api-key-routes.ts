import type { Hono } from "hono";
import * as z from "zod/mini";
import { issueApiKey } from "../auth/issue-api-key";
import { parseAllowedRange } from "../auth/ip-allowlist";
import type { ApiKeyRecord } from "../auth/key-registry";
import { PLANS, SCOPES } from "../auth/plans";
import type { EngineContext } from "../engine/engine-context";
import type { AppEnv } from "../http/app-env";
import { notFoundProblem } from "../http/problem";
import { sandboxBody } from "./sandbox-body";

const KeyInput = z
  .strictObject({
    name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    scopes: z.optional(z.array(z.enum(SCOPES as [string, ...string[]]))),
    plan: z.optional(z.enum(PLANS)),
    daily_limit: z.optional(z.number().check(z.int(), z.gte(1))),
    allowed_ips: z.optional(z.array(z.string().check(z.refine((v) => parseAllowedRange(v) !== undefined, "must be an IPv4 or IPv6 address or CIDR range")))),
  })
  .check(
    z.refine((input) => input.daily_limit === undefined || input.plan === "enterprise", {
      path: ["daily_limit"],
      message: "only enterprise keys take a custom daily_limit",
    }),
  );

/** A key as listed: everything but the secret, which was shown once at creation. */
const view = ({ id, name, hint, scopes, plan, daily_limit, allowed_ips, created_at }: ApiKeyRecord) => ({
  id,
  name,
  key_hint: hint,
  scopes,
  plan,
  daily_limit,
  allowed_ips,
  created_at,
});

export function apiKeyRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/api-keys", async (c) => {
    const input = await sandboxBody(c, KeyInput);
    const { record, key } = issueApiKey(ctx, {
      name: input.name ?? "Sandbox key",
      scopes: input.scopes ?? [...SCOPES],
      plan: input.plan ?? "basic",
      ...(input.daily_limit === undefined ? {} : { daily_limit: input.daily_limit }),
      allowed_ips: input.allowed_ips ?? [],
    });
    const { id, name, scopes, plan, daily_limit, allowed_ips, created_at } = record;
    ctx.audit.record({ actor: "sandbox", action: "api_key.created", resource_id: id, ip: c.env.clientIp, status: 200, request_id: c.get("requestId") });
    return c.json({ id, key, name, scopes, plan, daily_limit, allowed_ips, created_at });
  });

  router.get("/api-keys", (c) => c.json({ data: ctx.keys.list().map(view) }));

  router.delete("/api-keys/:id", (c) => {
    const id = c.req.param("id");
    if (!ctx.keys.revoke(id)) throw notFoundProblem("API key", id);
    ctx.audit.record({ actor: "sandbox", action: "api_key.revoked", resource_id: id, ip: c.env.clientIp, status: 200, request_id: c.get("requestId") });
    return c.json({ id, deleted: true });
  });
}
