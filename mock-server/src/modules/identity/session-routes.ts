import { Hono } from "hono";
import type { components } from "../../contract/generated/identity";
import { ProblemError } from "../../api/problem";
import { requestSource } from "../oauth/http/request-params";
import { isSecure, type IdentityDeps } from "./identity-deps";

/** GET /session (renewing the token on use) and POST /logout. */
export function sessionRoutes(deps: IdentityDeps): Hono {
  const { sessions, store, organizations } = deps;
  return new Hono()
    .get("/session", async (c) => {
      const live = await sessions.fromRequest(c.req.raw);
      if (!live) {
        throw new ProblemError(401, "unauthenticated", "No live session: sign in through /sso/start or /signin.", {}, { "Cache-Control": "no-store" });
      }
      const { header, expiresAt } = await sessions.setCookie(live.record, c.req.raw);
      const org = organizations.get(live.record.organizationId);
      const { id, email, name, role } = live.user;
      const body: components["schemas"]["Session"] = {
        user: { id, email, name, role },
        organization: { id: live.record.organizationId, name: org?.name ?? "", slug: org?.slug ?? "" },
        expires_at: new Date(expiresAt).toISOString(),
      };
      return c.json(
        body,
        200,
        { "Set-Cookie": header, "Cache-Control": "no-store" },
      );
    })
    .post("/logout", async (c) => {
      const live = await sessions.fromRequest(c.req.raw);
      if (live) {
        // The record goes, so every copy of the cookie stops working, not only this browser's.
        store.end(live.record.id);
        deps.audit({ action: "session.ended", actor: live.user.id, status: 204, resource_id: live.record.id, organization_id: live.record.organizationId, ...requestSource(c) });
      }
      return new Response(null, { status: 204, headers: { "Set-Cookie": sessions.clearCookie(isSecure(c.req.raw)), "Cache-Control": "no-store" } });
    });
}
