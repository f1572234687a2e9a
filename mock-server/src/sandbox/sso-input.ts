import type { JsonSchema } from "../contract/json-schema";
import type { Validated, Validator } from "../contract/schema-validator";
import { pointsInto, type SandboxSchemas, sandboxSchema, sandboxSchemaValidator, sandboxValidator, withTrimmedName } from "../contract/sandbox-validator";
import type { ValidationIssue } from "../contract/validation-issue";

// sandbox.yaml's SsoSettings is one of two shapes, picked by `idp`: "builtin", or absent for an
// external OpenID provider. Checked as a union, a body could only be told that it matched
// neither; checked against the shape its `idp` picks, each missing or wrong field is named. An
// `idp` that picks no shape is told the values `idp` takes.

type Sso = SandboxSchemas["SsoSettings"];
type OrganizationCreate = SandboxSchemas["OrganizationCreate"];

const shapes = (sandboxSchema("SsoSettings").oneOf as JsonSchema[]).map((shape) => ({
  idp: (shape.properties as Record<string, JsonSchema | undefined>).idp?.const,
  validate: sandboxSchemaValidator<Sso>(shape),
}));

const idpValues = shapes.flatMap(({ idp }) => (idp === undefined ? [] : [JSON.stringify(idp)])).join(", ");

function validateSso(value: unknown, prefix: string): Validated<Sso> {
  const idp = value !== null && typeof value === "object" ? (value as { idp?: unknown }).idp : undefined;
  const shape = shapes.find((candidate) => candidate.idp === idp);
  if (shape) return shape.validate(value, prefix);
  return { ok: false, issues: [{ pointer: `${prefix}/idp`, message: `must be one of ${idpValues}`, expected: `one of ${idpValues}` }] };
}

/** PUT /__sandbox/organizations/{id}/sso: settings, or `null` to remove them. */
export const ssoUpdate: Validator<Sso | null> = (value, prefix = "") => (value === null ? { ok: true, value: null } : validateSso(value, prefix));

/** POST /__sandbox/organizations: `OrganizationCreate`, its `sso` checked by the shape it picks. */
export const organizationCreate: Validator<OrganizationCreate> = (value, prefix = "") => {
  const result = sandboxValidator("OrganizationCreate")(withTrimmedName(value), prefix);
  const sso = value !== null && typeof value === "object" ? (value as { sso?: unknown }).sso : undefined;
  if (result.ok || sso === undefined) return result;
  const at = `${prefix}/sso`;
  const checked = validateSso(sso, at);
  const issues: ValidationIssue[] = result.issues.filter((issue) => !pointsInto(issue.pointer, at));
  if (!checked.ok) issues.push(...checked.issues);
  return issues.length > 0 ? { ok: false, issues } : result;
};
