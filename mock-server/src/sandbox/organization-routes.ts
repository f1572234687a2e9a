import type { Context, Hono } from "hono";
import { issueApiKey } from "../auth/issue-api-key";
import { SCOPES } from "../domain/plans";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { notFoundProblem, validationProblem } from "../api/problem";
import type { Organization, SsoSettings } from "../domain/organization";
import { type SandboxSchemas, withRule } from "../contract/sandbox-validator";
import type { ValidationIssue } from "../contract/validation-issue";
import { ENGINE_DEFAULTS } from "../engine/defaults";
import { readJsonBody } from "../api/read-body";
import { sandboxBody, sandboxQueryInput } from "./sandbox-body";
import { organizationCreate, ssoUpdate } from "./sso-input";

/** What sandbox.yaml states in prose: a custom daily_limit for the enterprise plan only. */
function organizationRules(input: SandboxSchemas["OrganizationCreate"]): ValidationIssue[] {
  if (input.daily_limit === undefined || input.plan === "enterprise") return [];
  return [{ pointer: "/daily_limit", message: "only the enterprise plan takes a custom daily_limit", expected: "plan enterprise" }];
}

const organizationInput = withRule(organizationCreate, organizationRules, ["plan", "daily_limit"]);

/** An organisation as shown: the SSO client secret is write-only. */
export function organizationView(org: Organization) {
  const { sso, ...rest } = org;
  if (!sso) return rest;
  const { client_secret: _secret, ...shown } = sso as SsoSettings & { client_secret?: string };
  return { ...rest, sso: shown };
}

/** An email domain belongs to one organisation at most: it decides where an SSO login lands. */
function checkDomains(ctx: EngineContext, sso: SsoSettings | null | undefined, self: string | undefined, at: string): void {
  sso?.email_domains.forEach((domain, i) => {
    const owner = ctx.organizations.byEmailDomain(domain);
    if (owner && owner.id !== self) {
      throw validationProblem([{ pointer: `${at}/email_domains/${i}`, message: `${domain} is already claimed by the organisation ${owner.slug}.` }]);
    }
  });
}

function find(ctx: EngineContext, c: Context<AppEnv>): Organization {
  const id = c.req.param("id") ?? "";
  const org = ctx.organizations.get(id);
  if (!org) throw notFoundProblem("organization", id);
  return org;
}

/** POST/GET /__sandbox/organizations, GET /__sandbox/organizations/{id}, PUT …/{id}/sso. */
export function organizationRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  const audit = (c: Context<AppEnv>, action: string, org: Organization) =>
    ctx.audit.record({ actor: "sandbox", organization_id: org.id, action, resource_id: org.id, ip: c.env.clientIp, status: 200, request_id: c.get("requestId") });

  router.post("/organizations", async (c) => {
    sandboxQueryInput(c, "sandboxCreateOrganization");
    const body = await sandboxBody(c, organizationInput);
    // Stored without surrounding spaces, as sandbox.yaml says.
    const input = { ...body, name: body.name.trim() };
    checkDomains(ctx, input.sso, undefined, "/sso");
    const org = ctx.organizations.create(input);
    const { key } = issueApiKey(ctx, {
      organization_id: org.id,
      name: `${org.name} key`,
      scopes: [...SCOPES],
      plan: org.plan,
      daily_limit: org.daily_limit,
      quota: "organization",
      allowed_ips: [],
    });
    audit(c, "organization.created", org);
    const { created_at, ...shown } = organizationView(org);
    return c.json({ ...shown, api_key: key, created_at });
  });

  router.get("/organizations", (c) => {
    sandboxQueryInput(c, "sandboxListOrganizations");
    return c.json({ data: ctx.organizations.list().map(organizationView) });
  });

  router.get("/organizations/:id", (c) => {
    sandboxQueryInput(c, "sandboxGetOrganization");
    return c.json(organizationView(find(ctx, c)));
  });

  router.put("/organizations/:id/sso", async (c) => {
    sandboxQueryInput(c, "sandboxSetOrganizationSso");
    const org = find(ctx, c);
    // `null` is a body here (remove SSO), so an absent body is not taken for `{}`.
    const read = await readJsonBody(c.req.raw, ENGINE_DEFAULTS.bodyLimitBytes);
    if (!read) throw validationProblem([{ pointer: "", message: "missing", expected: "SSO settings, or null to remove them" }]);
    const parsed = ssoUpdate(read.json);
    if (!parsed.ok) throw validationProblem(parsed.issues);
    const sso = parsed.value;
    checkDomains(ctx, sso, org.id, "");
    const updated = ctx.organizations.setSso(org.id, sso ?? undefined)!;
    // Changed or removed SSO settings end the organisation's sessions (the identity side listens).
    for (const listener of ctx.onSsoChanged) listener(org.id);
    audit(c, sso ? "organization.sso.updated" : "organization.sso.removed", updated);
    return c.json(organizationView(updated));
  });
}
