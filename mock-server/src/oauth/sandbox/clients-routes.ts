import { Hono } from "hono";
import type { z } from "zod";
import { clientInputSchema, type ClientInput } from "../core/client-input";
import type { OAuthContext } from "../core/context";
import type { CreatedOAuthClient } from "../types";
import { problem, type ValidationIssue } from "./problem";

/** Registers a validated client; shared by the HTTP route and `clients.create`. */
export async function registerClient(ctx: OAuthContext, input: ClientInput): Promise<CreatedOAuthClient> {
  const { created } = await ctx.clients.create(input);
  ctx.audit({ action: "oauth_client.created", actor: "sandbox", status: 200, resource_id: created.client_id });
  return created;
}

const pointer = (path: readonly PropertyKey[]) =>
  "/" + path.map((key) => String(key).replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** One issue per bad field, each naming it with an RFC 6901 pointer. */
function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.flatMap((issue): ValidationIssue[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ pointer: pointer([...issue.path, key]), message: "is not a known field" }));
    }
    const expected = issue.code === "invalid_type" ? { expected: issue.expected } : {};
    return [{ pointer: pointer(issue.path), message: issue.message, ...expected }];
  });
}

/** POST and GET /__sandbox/oauth-clients; the engine keeps /__sandbox/* to loopback callers. */
export function clientsRoutes(ctx: OAuthContext): Hono {
  return new Hono()
    .get("/__sandbox/oauth-clients", (c) => c.json({ data: ctx.clients.list() }))
    .post("/__sandbox/oauth-clients", async (c) => {
      const request = c.req.raw;
      if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
        return problem(request, ctx.random, 415, "unsupported_media_type", "Send the client as application/json.");
      }
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return problem(request, ctx.random, 400, "malformed_json", "The body is not valid JSON.");
      }
      const parsed = clientInputSchema.safeParse(body);
      if (!parsed.success) {
        const errors = toValidationIssues(parsed.error);
        return problem(request, ctx.random, 400, "validation_failed", `${errors.length} field(s) are invalid.`, errors);
      }
      return c.json(await registerClient(ctx, parsed.data));
    });
}
