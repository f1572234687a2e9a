import type { Hono } from "hono";
import { issueApiKey } from "../auth/issue-api-key";
import { parseAllowedRange } from "../auth/ip-allowlist";
import type { ApiKeyRecord, ApiKeySpec } from "../auth/key-registry";
import { type SandboxSchemas, sandboxValidator, stringItems, withRule } from "../contract/sandbox-validator";
import type { ValidationIssue } from "../contract/validation-issue";
import { SCOPES } from "../domain/plans";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { notFoundProblem, validationProblem } from "../api/problem";
import type { Organization } from "../store/organizations";
import { organizationScope } from "./organization-scope";
import { sandboxBody, sandboxQueryInput } from "./sandbox-body";

type KeyInput = SandboxSchemas["ApiKeyCreate"];

/** sandbox.yaml's IpRange: an IPv4 or IPv6 address or CIDR range, in prose. */
const addressRule = (input: KeyInput): ValidationIssue[] =>
  stringItems(input, "allowed_ips").flatMap(([pointer, range]) =>
    parseAllowedRange(range) === undefined ? [{ pointer, message: "must be an IPv4 or IPv6 address or CIDR range", expected: "IP address or CIDR range" }] : [],
  );

/** What sandbox.yaml states in prose: a custom daily_limit for enterprise keys only. */
function keyRules(input: KeyInput): ValidationIssue[] {
  if (input.daily_limit === undefined || input.plan === "enterprise") return [];
  return [{ pointer: "/daily_limit", message: "only enterprise keys take a custom daily_limit", expected: "plan enterprise" }];
}

const keyInput = withRule(withRule(sandboxValidator("ApiKeyCreate"), addressRule), keyRules, ["plan", "daily_limit"]);

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
    sandboxQueryInput(c, "sandboxCreateApiKey");
    const input = await sandboxBody(c, keyInput);
    const org = input.organization_id === undefined ? ctx.organizations.demo() : ctx.organizations.get(input.organization_id);
    if (!org) {
      throw validationProblem([{ pointer: "/organization_id", message: `No organisation has the id ${input.organization_id}.`, expected: "an id from GET /__sandbox/organizations" }]);
    }
    const { record, key } = issueApiKey(ctx, {
      organization_id: org.id,
      name: input.name,
      scopes: input.scopes ?? [...SCOPES],
      ...quotaOf(input, org),
      allowed_ips: input.allowed_ips ?? [],
    });
    const { id, name, scopes, plan, daily_limit, quota, allowed_ips, created_at } = record;
    ctx.audit.record({ actor: "sandbox", organization_id: org.id, action: "api_key.created", resource_id: id, ip: c.env.clientIp, status: 200, request_id: c.get("requestId") });
    return c.json({ id, key, organization_id: org.id, name, scopes, plan, daily_limit, quota, allowed_ips, created_at });
  });

  router.get("/api-keys", async (c) => {
    sandboxQueryInput(c, "sandboxListApiKeys");
    const scope = await organizationScope(c, ctx);
    return c.json({ data: ctx.keys.list().filter((record) => scope.includes(record.organization_id)).map(view) });
  });

  router.delete("/api-keys/:id", (c) => {
    sandboxQueryInput(c, "sandboxRevokeApiKey");
    const id = c.req.param("id");
    const revoked = ctx.keys.revoke(id);
    if (!revoked) throw notFoundProblem("API key", id);
    ctx.audit.record({ actor: "sandbox", organization_id: revoked.organization_id, action: "api_key.revoked", resource_id: id, ip: c.env.clientIp, status: 200, request_id: c.get("requestId") });
    return c.json({ id, deleted: true });
  });
}
