import type { Context } from "hono";
import { type SandboxComponent, type SandboxSchemas, sandboxValidator } from "../contract/sandbox-validator";
import { ENGINE_DEFAULTS } from "../engine/defaults";
import type { AppEnv } from "../http/app-env";
import { validationProblem } from "../http/problem";
import { readJsonBody } from "../http/read-body";

/**
 * A sandbox request's JSON body (`{}` when none was sent), checked against its sandbox.yaml
 * schema like any API body, with the schema's defaults applied. Limited like the API's bodies
 * unless the route needs more (a seed fixture).
 */
export async function sandboxBody<K extends SandboxComponent>(
  c: Context<AppEnv>,
  component: K,
  limit: number = ENGINE_DEFAULTS.bodyLimitBytes,
): Promise<SandboxSchemas[K]> {
  const read = await readJsonBody(c.req.raw, limit);
  const json = read?.json ?? {};
  const checked = sandboxValidator(component)(json);
  if (!checked.ok) throw validationProblem(checked.issues);
  return checked.value;
}
