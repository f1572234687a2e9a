import { Hono } from "hono";
import { type SandboxSchemas, sandboxQuery, sandboxValidator } from "../../contract/sandbox-validator";
import { notFoundProblem, ProblemError, validationProblem } from "../../api/problem";
import { readJsonBody } from "../../api/read-body";
import { requestSource } from "../oauth/http/request-params";
import type { TestUsers } from "./builtin-idp/idp-users";
import type { IdentityDeps } from "./identity-deps";
import type { User } from "./users";

const BODY_LIMIT = 64 * 1024;
/** sandbox.yaml compares addresses without case or surrounding spaces, and stores names trimmed. */
function normalized(json: unknown): unknown {
  if (json === null || typeof json !== "object" || Array.isArray(json)) return json;
  const { email, name } = json as { email?: unknown; name?: unknown };
  return {
    ...json,
    ...(typeof email === "string" && { email: email.trim().toLowerCase() }),
    ...(typeof name === "string" && { name: name.trim() }),
  };
}

async function readBody<K extends "IdpUserCreate" | "UserCreate" | "UserUpdate">(request: Request, component: K): Promise<SandboxSchemas[K]> {
  const read = await readJsonBody(request, BODY_LIMIT);
  if (read === undefined) throw new ProblemError(400, "malformed_json", "The body is empty; send it as JSON.");
  const checked = sandboxValidator(component)(normalized(read.json));
  if (!checked.ok) throw validationProblem(checked.issues);
  return checked.value;
}

type IdentitySandboxOperation =
  | "sandboxListIdpUsers"
  | "sandboxListUsers"
  | "sandboxCreateIdpUser"
  | "sandboxCreateUser"
  | "sandboxUpdateUser"
  | "sandboxRemoveUser";

const view = ({ id, email, name, role, created_at }: User) => ({ id, email, name, role, created_at });

/** A request's query as sandbox.yaml declares it: none here, so any parameter sent is refused. */
function checkQuery(operationId: IdentitySandboxOperation, url: string): void {
  const checked = sandboxQuery(operationId, new URL(url).search.slice(1));
  if (!checked.ok) throw validationProblem(checked.issues);
}

/** The identity part of the sandbox API (loopback only, like every /__sandbox route). */
export function identitySandboxRoutes(deps: IdentityDeps, testUsers: TestUsers): Hono {
  const { organizations, users, store } = deps;
  const organization = (id: string) => {
    const org = organizations.get(id);
    if (!org) throw notFoundProblem("organization", id);
    return org;
  };
  const member = (organizationId: string, userId: string) => {
    const user = users.get(userId);
    if (!user || user.organization_id !== organizationId) throw notFoundProblem("user", userId);
    return user;
  };
  return new Hono()
    .post("/__sandbox/idp/users", async (c) => {
      checkQuery("sandboxCreateIdpUser", c.req.url);
      return c.json(testUsers.upsert(await readBody(c.req.raw, "IdpUserCreate")), 201);
    })
    .get("/__sandbox/idp/users", (c) => {
      checkQuery("sandboxListIdpUsers", c.req.url);
      return c.json({ data: testUsers.list() });
    })
    .get("/__sandbox/organizations/:id/users", (c) => {
      checkQuery("sandboxListUsers", c.req.url);
      const org = organization(c.req.param("id"));
      return c.json({ data: users.inOrganization(org.id).map(view) });
    })
    .post("/__sandbox/organizations/:id/users", async (c) => {
      checkQuery("sandboxCreateUser", c.req.url);
      const org = organization(c.req.param("id"));
      const input = await readBody(c.req.raw, "UserCreate");
      if (users.byEmail(org.id, input.email)) {
        throw validationProblem([{ pointer: "/email", message: `${org.name} already has a user with this address.` }]);
      }
      const user = users.create({ ...input, organization_id: org.id });
      deps.audit({ action: "user.created", actor: "sandbox", status: 201, resource_id: user.id, organization_id: org.id, ...requestSource(c) });
      return c.json(view(user), 201);
    })
    .patch("/__sandbox/organizations/:id/users/:user_id", async (c) => {
      checkQuery("sandboxUpdateUser", c.req.url);
      const org = organization(c.req.param("id"));
      const user = member(org.id, c.req.param("user_id"));
      const { role } = await readBody(c.req.raw, "UserUpdate");
      // Sessions and OAuth tokens read the role on every request, so the change needs no revocation.
      user.role = role;
      deps.audit({ action: "user.role_changed", actor: "sandbox", status: 200, resource_id: user.id, organization_id: org.id, ...requestSource(c) });
      return c.json(view(user));
    })
    .delete("/__sandbox/organizations/:id/users/:user_id", (c) => {
      checkQuery("sandboxRemoveUser", c.req.url);
      const org = organization(c.req.param("id"));
      const user = member(org.id, c.req.param("user_id"));
      users.remove(user.id);
      store.endForUser(user.id);
      deps.audit({ action: "user.removed", actor: "sandbox", status: 204, resource_id: user.id, organization_id: org.id, ...requestSource(c) });
      return c.body(null, 204);
    });
}
