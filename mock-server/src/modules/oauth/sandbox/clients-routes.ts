import { Hono, type Context } from "hono";
import { sandboxQuery } from "../../../contract/sandbox-validator";
import { ProblemError, problemResponse, validationProblem } from "../../../api/problem";
import { readJsonBody } from "../../../api/read-body";
import { randomToken } from "../core/bytes";
import { parseClientInput, type ClientInput } from "../core/client-input";
import type { OAuthContext } from "../core/context";
import { CLIENT_BODY_LIMIT_BYTES, PREFIX } from "../defaults";
import type { CreatedOAuthClient } from "../types";
import { requestSource, type RequestSource } from "../http/request-params";

/** Registers a validated client; shared by the HTTP route and `clients.create`. */
export async function registerClient(ctx: OAuthContext, input: ClientInput, source: RequestSource = {}): Promise<CreatedOAuthClient> {
  const organizationId = input.organization_id ?? ctx.identity.defaultOrganizationId();
  if (!ctx.identity.organizationExists(organizationId)) {
    throw validationProblem([{ pointer: "/organization_id", message: `No organization has the id ${organizationId}.` }]);
  }
  const { created } = await ctx.clients.create({ ...input, organization_id: organizationId });
  ctx.audit({ action: "oauth_client.created", actor: "sandbox", status: 200, resource_id: created.client_id, ...source });
  return created;
}

async function readClientInput(request: Request): Promise<ClientInput> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new ProblemError(415, "unsupported_media_type", "Send the client as application/json.");
  }
  const read = await readJsonBody(request, CLIENT_BODY_LIMIT_BYTES);
  if (read === undefined) throw new ProblemError(400, "malformed_json", "The body is empty; send the client as JSON.");
  const parsed = parseClientInput(read.json);
  if (!parsed.ok) throw validationProblem(parsed.issues);
  return parsed.value;
}

/** The sandbox API speaks problem+json like the rest of the API; mounted in the engine, with its request id. */
function problemFor(c: Context, ctx: OAuthContext, problem: ProblemError): Response {
  const engineId: unknown = c.get("requestId");
  const requestId = typeof engineId === "string" ? engineId : randomToken(ctx.random, 12, PREFIX.requestId);
  return problemResponse(problem, requestId);
}

/** POST and GET /__sandbox/oauth-clients; the engine keeps /__sandbox/* to loopback callers. */
export function clientsRoutes(ctx: OAuthContext): Hono {
  return new Hono()
    .get("/__sandbox/oauth-clients", (c) => {
      // sandbox.yaml declares no query parameters here: any one sent is a mistake to name.
      const query = sandboxQuery("sandboxListOAuthClients", new URL(c.req.url).search.slice(1));
      if (!query.ok) return problemFor(c, ctx, validationProblem(query.issues));
      return c.json({ data: ctx.clients.list() });
    })
    .post("/__sandbox/oauth-clients", async (c) => {
      const query = sandboxQuery("sandboxCreateOAuthClient", new URL(c.req.url).search.slice(1));
      if (!query.ok) return problemFor(c, ctx, validationProblem(query.issues));
      try {
        return c.json(await registerClient(ctx, await readClientInput(c.req.raw), requestSource(c)));
      } catch (error) {
        if (error instanceof ProblemError) return problemFor(c, ctx, error);
        throw error;
      }
    });
}
