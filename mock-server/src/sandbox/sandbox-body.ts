import type { Context } from "hono";
import type { Validator } from "../contract/schema-validator";
import { type SandboxComponent, type SandboxSchemas, sandboxQuery, sandboxValidator } from "../contract/sandbox-validator";
import { ENGINE_DEFAULTS } from "../engine/defaults";
import type { AppEnv } from "../api/app-env";
import { validationProblem } from "../api/problem";
import { readJsonBody } from "../api/read-body";

interface BodyOptions {
  /** Bytes; the API's body limit unless the route needs more (a seed fixture). */
  limit?: number;
}

/**
 * A sandbox request's JSON body (`{}` when none was sent), checked against its sandbox.yaml
 * schema (a component's name, or a validator built on one) like any API body, with the schema's
 * defaults applied.
 */
export async function sandboxBody<K extends SandboxComponent>(c: Context<AppEnv>, schema: K, options?: BodyOptions): Promise<SandboxSchemas[K]>;
export async function sandboxBody<T>(c: Context<AppEnv>, schema: Validator<T>, options?: BodyOptions): Promise<T>;
export async function sandboxBody(
  c: Context<AppEnv>,
  schema: SandboxComponent | Validator,
  { limit = ENGINE_DEFAULTS.bodyLimitBytes }: BodyOptions = {},
): Promise<unknown> {
  const read = await readJsonBody(c.req.raw, limit);
  const checked = (typeof schema === "string" ? sandboxValidator(schema) : schema)(read?.json ?? {});
  if (!checked.ok) throw validationProblem(checked.issues);
  return checked.value;
}

/**
 * A sandbox request's query, converted and checked against its sandbox.yaml operation like any
 * API query: a parameter the operation does not declare is refused, never ignored.
 */
export function sandboxQueryInput<T = Record<string, unknown>>(c: Context<AppEnv>, operationId: Parameters<typeof sandboxQuery>[0]): T {
  const checked = sandboxQuery(operationId, new URL(c.req.url).search.slice(1));
  if (!checked.ok) throw validationProblem(checked.issues);
  return checked.value as T;
}
