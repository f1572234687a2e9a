import { Hono } from "hono";
import * as z from "zod/mini";
import { toValidationIssues } from "../contract/validation-issue";
import { notFoundProblem, ProblemError, validationProblem } from "../http/problem";
import { readJsonBody } from "../http/read-body";
import type { TestUsers } from "./builtin-idp/idp-users";
import type { IdentityDeps } from "./identity-deps";
import { ROLES, type Role } from "../store/organizations";
import type { User } from "./users";

const BODY_LIMIT = 64 * 1024;
const email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(254)));
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

const testUserSchema = z.strictObject({ email, name, groups: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50))) });
const userSchema = z.strictObject({ email, name, role: z.enum(ROLES) });

async function readBody<T>(request: Request, schema: z.ZodMiniType<T>): Promise<T> {
  const read = await readJsonBody(request, BODY_LIMIT);
  if (read === undefined) throw new ProblemError(400, "malformed_json", "The body is empty; send it as JSON.");
  const parsed = schema.safeParse(read.json);
  if (!parsed.success) throw validationProblem(toValidationIssues(parsed.error.issues, read.json));
  return parsed.data;
}

const view = ({ id, email, name, role, created_at }: User) => ({ id, email, name, role, created_at });

/** The identity part of the sandbox API (loopback only, like every /__sandbox route). */
export function identitySandboxRoutes(deps: IdentityDeps, testUsers: TestUsers): Hono {
  const { organizations, users, store } = deps;
  const organization = (id: string) => {
    const org = organizations.get(id);
    if (!org) throw notFoundProblem("organization", id);
    return org;
  };
  return new Hono()
    .post("/__sandbox/idp/users", async (c) => c.json(testUsers.upsert(await readBody(c.req.raw, testUserSchema)), 201))
    .get("/__sandbox/idp/users", (c) => c.json({ data: testUsers.list() }))
    .get("/__sandbox/organizations/:id/users", (c) => {
      const org = organization(c.req.param("id"));
      return c.json({ data: users.inOrganization(org.id).map(view) });
    })
    .post("/__sandbox/organizations/:id/users", async (c) => {
      const org = organization(c.req.param("id"));
      const input = await readBody(c.req.raw, userSchema);
      if (users.byEmail(org.id, input.email)) {
        throw validationProblem([{ pointer: "/email", message: `${org.name} already has a user with this address.` }]);
      }
      const user = users.create({ ...input, organization_id: org.id });
      deps.audit({ action: "user.created", actor: "sandbox", status: 201, resource_id: user.id, organization_id: org.id });
      return c.json(view(user), 201);
    })
    .delete("/__sandbox/organizations/:id/users/:user_id", (c) => {
      const org = organization(c.req.param("id"));
      const user = users.get(c.req.param("user_id"));
      if (!user || user.organization_id !== org.id) throw notFoundProblem("user", c.req.param("user_id"));
      users.remove(user.id);
      store.endForUser(user.id);
      deps.audit({ action: "user.removed", actor: "sandbox", status: 204, resource_id: user.id, organization_id: org.id });
      return c.body(null, 204);
    });
}
