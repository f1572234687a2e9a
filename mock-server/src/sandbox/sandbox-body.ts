import type { Context } from "hono";
import type { Validator } from "../contract/schema-validator";
import type { ValidationIssue } from "../contract/validation-issue";
import { type SandboxComponent, type SandboxSchemas, sandboxValidator } from "../contract/sandbox-validator";
import { ENGINE_DEFAULTS } from "../engine/defaults";
import type { AppEnv } from "../http/app-env";
import { validationProblem } from "../http/problem";
import { readJsonBody } from "../http/read-body";

export interface BodyOptions<T> {
  /** Bytes; the API's body limit unless the route needs more (a seed fixture). */
  limit?: number;
  /** A rule across fields that JSON Schema cannot state, run once the body matches its schema. */
  check?: (body: T) => ValidationIssue[];
  /**
   * The fields `check` reads. Named, the rule also judges a body that fails its schema elsewhere
   * (as sent: it must read any object), so that one answer lists every bad field.
   */
  reads?: string[];
}

/** Whether the schema refused the top-level `field` or anything in it. */
const refusedBelow = (pointers: Set<string>, field: string): boolean => [...pointers].some((pointer) => pointer === `/${field}` || pointer.startsWith(`/${field}/`));

/**
 * A sandbox request's JSON body (`{}` when none was sent), checked against its sandbox.yaml
 * schema (a component's name, or a validator built on one) like any API body, with the schema's
 * defaults applied.
 */
export async function sandboxBody<K extends SandboxComponent>(c: Context<AppEnv>, schema: K, options?: BodyOptions<SandboxSchemas[K]>): Promise<SandboxSchemas[K]>;
export async function sandboxBody<T>(c: Context<AppEnv>, schema: Validator<T>, options?: BodyOptions<T>): Promise<T>;
export async function sandboxBody(
  c: Context<AppEnv>,
  schema: SandboxComponent | Validator,
  { limit = ENGINE_DEFAULTS.bodyLimitBytes, check, reads = [] }: BodyOptions<unknown> = {},
): Promise<unknown> {
  const read = await readJsonBody(c.req.raw, limit);
  const json = read?.json ?? {};
  const checked = (typeof schema === "string" ? sandboxValidator(schema) : schema)(json);
  if (!checked.ok) {
    const refused = new Set(checked.issues.map((issue) => issue.pointer));
    const judged = reads.length > 0 && json !== null && typeof json === "object" && !Array.isArray(json) && reads.every((field) => !refusedBelow(refused, field));
    const sent = judged ? (check?.(json) ?? []) : [];
    throw validationProblem(checked.issues.concat(sent.filter((issue) => !refused.has(issue.pointer))));
  }
  const issues = check?.(checked.value) ?? [];
  if (issues.length > 0) throw validationProblem(issues);
  return checked.value;
}
