import type { Context } from "hono";
import type * as z from "zod/mini";
import { toValidationIssues } from "../contract/validation-issue";
import { ENGINE_DEFAULTS } from "../engine/defaults";
import type { AppEnv } from "../http/app-env";
import { validationProblem } from "../http/problem";
import { readJsonBody } from "../http/read-body";

/**
 * A sandbox request's JSON body (`{}` when none was sent), checked like any API body. Limited
 * like the API's bodies unless the route needs more (a seed fixture).
 */
export async function sandboxBody<T extends z.ZodMiniType>(
  c: Context<AppEnv>,
  schema: T,
  limit: number = ENGINE_DEFAULTS.bodyLimitBytes,
): Promise<z.output<T>> {
  const read = await readJsonBody(c.req.raw, limit);
  const json = read?.json ?? {};
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validationProblem(toValidationIssues(parsed.error.issues, json));
  return parsed.data;
}
