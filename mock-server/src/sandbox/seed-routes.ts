import type { Hono } from "hono";
import * as z from "zod/mini";
import { componentValidator } from "../contract/schema-validator";
import type { ValidationIssue } from "../contract/validation-issue";
import { ENGINE_DEFAULTS } from "../engine/defaults";
import type { EngineContext } from "../engine/engine-types";
import type { components } from "@lps/sdk";
import type { AppEnv } from "../http/app-env";
import { validationProblem } from "../http/problem";
import { actingContext } from "./organization-scope";
import { sandboxBody } from "./sandbox-body";

type Schemas = components["schemas"];

const Fixture = z.strictObject({
  properties: z.optional(z.array(z.unknown()).check(z.maxLength(100_000))),
  leads: z.optional(z.array(z.unknown()).check(z.maxLength(100_000))),
});

function validateAll<T>(items: unknown[], component: string, pointer: string, issues: ValidationIssue[]): T[] {
  const validate = componentValidator<T>(component);
  return items.flatMap((item, i) => {
    const result = validate(item, `${pointer}/${i}`);
    if (result.ok) return [result.value];
    issues.push(...result.issues);
    return [];
  });
}

/** POST /__sandbox/seed: creates the fixture's records as the API would, all or nothing. */
export function seedRoutes(router: Hono<AppEnv>, ctx: EngineContext): void {
  router.post("/seed", async (c) => {
    const { services } = await actingContext(c, ctx);
    const fixture = await sandboxBody(c, Fixture, ENGINE_DEFAULTS.seedBodyLimitBytes);
    const issues: ValidationIssue[] = [];
    const properties = validateAll<Schemas["PropertyCreate"]>(fixture.properties ?? [], "PropertyCreate", "/properties", issues);
    const leads = validateAll<Schemas["LeadCreate"]>(fixture.leads ?? [], "LeadCreate", "/leads", issues);
    if (issues.length > 0) throw validationProblem(issues);
    return c.json({
      properties: properties.map((input) => services.properties.create(input)),
      leads: leads.map((input) => services.leads.create(input)),
    });
  });
}
