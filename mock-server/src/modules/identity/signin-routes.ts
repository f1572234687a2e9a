import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { randomToken } from "../oauth/core/bytes";
import { createConsentHandles } from "../oauth/core/consent-handles";
import { readBodyText } from "../oauth/http/request-params";
import { requestSource } from "../oauth/http/request-params";
import { TOKEN_BYTES } from "./defaults";
import { isSecure, returnToProblem, safeReturnTo, signedIn, type IdentityDeps } from "./identity-deps";
import { failurePage, html, PAGE_HEADERS, pickerPage, SIGNIN_PATH } from "./pages";

const PICKER_COOKIE = "lps_signin";
const FORM_LIMIT = 16 * 1024;

/**
 * GET /signin?org=<id or slug>&return_to=<path>: organisations with SSO go to /sso/start, the
 * others get a user picker. The picker's form carries a one-time handle bound to a SameSite=Strict
 * cookie, so another site cannot sign a browser in as someone else (login CSRF).
 */
export function signinRoutes(deps: IdentityDeps) {
  const { organizations, users, store } = deps;
  const handles = createConsentHandles<{ organizationId: string; returnTo: string }>(deps.clock, deps.random);
  const routes = new Hono()
    .get(SIGNIN_PATH, (c) => {
      const ref = c.req.query("org") ?? organizations.demo().id;
      const org = organizations.get(ref) ?? organizations.bySlug(ref);
      const problem = returnToProblem(c.req.query("return_to"));
      if (problem) return html(failurePage("Sign-in request not valid", problem), 400);
      const returnTo = safeReturnTo(c.req.query("return_to"), deps.baseUrl(c.req.raw));
      if (!org) return html(failurePage("Unknown organisation", `No organisation is called "${ref}".`), 404);
      if (org.sso) {
        const target = `/sso/start?${new URLSearchParams({ org: org.slug, return_to: returnTo })}`;
        return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store" } });
      }
      const binding = getCookie(c, PICKER_COOKIE) || randomToken(deps.random, TOKEN_BYTES);
      setCookie(c, PICKER_COOKIE, binding, { path: SIGNIN_PATH, httpOnly: true, sameSite: "Strict", secure: isSecure(c.req.raw) });
      const handle = handles.create({ organizationId: org.id, returnTo }, binding);
      return c.html(pickerPage(org, users.inOrganization(org.id), handle), 200, PAGE_HEADERS);
    })
    .post(SIGNIN_PATH, async (c) => {
      const form = new URLSearchParams(await readBodyText(c.req.raw, FORM_LIMIT));
      const binding = getCookie(c, PICKER_COOKIE);
      const pending = binding ? handles.take(form.get("handle") ?? "", binding) : undefined;
      const user = users.get(form.get("user_id") ?? "");
      if (!pending || !user || user.organization_id !== pending.organizationId) {
        deps.audit({ action: "signin.failed", actor: "anonymous", status: 400, ...requestSource(c) });
        return html(failurePage("Sign-in not recognised", "This sign-in page has expired or was already used. Open it again."), 400);
      }
      const record = store.start(user.id, user.organization_id, "picker");
      deps.audit({ action: "session.started", actor: user.id, status: 303, resource_id: record.id, organization_id: user.organization_id, ...requestSource(c) });
      return signedIn(deps, c.req.raw, record, pending.returnTo);
    });
  return Object.assign(routes, { clearHandles: () => handles.clear() });
}
