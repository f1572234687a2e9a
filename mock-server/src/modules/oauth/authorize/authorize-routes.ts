import { Hono, type Context } from "hono";
import { getCookie, setCookie as setCookieHeader } from "hono/cookie";
import { randomToken } from "../core/bytes";
import type { OAuthContext } from "../core/context";
import { CONSENT_COOKIE, FORM_BODY_LIMIT_BYTES, TOKEN_BYTES } from "../defaults";
import { OAuthError } from "../http/oauth-error";
import { readBodyText } from "../http/request-params";
import { clientIp, requestSource } from "../http/request-params";
import { consentPage, DECISION_PATH } from "../pages/consent-page";
import { errorPage, PAGE_HEADERS } from "../pages/layout";
import { validateAuthorizeRequest } from "./authorize-request";
import { approve, redirectToClient, scopesToGrant } from "./authorization-response";
import { settleOwner, withCookie } from "./resource-owner";

const htmlPage = (c: Context, html: string, status: 200 | 400 | 413) =>
  c.html(html, status, status === 413 ? { ...PAGE_HEADERS, connection: "close" } : PAGE_HEADERS);

function tooManyRequests(c: Context, waitMs: number): Response {
  const seconds = String(Math.ceil(waitMs / 1000));
  const page = errorPage(`Too many authorization requests from this address; try again in ${seconds} s.`);
  return c.html(page, 429, { ...PAGE_HEADERS, "Retry-After": seconds });
}

/** The consent form's fields; undefined when the body is over the form limit (never read whole). */
async function readDecision(request: Request): Promise<URLSearchParams | undefined> {
  try {
    return new URLSearchParams(await readBodyText(request, FORM_BODY_LIMIT_BYTES));
  } catch (error) {
    if (error instanceof OAuthError && error.status === 413) return undefined;
    throw error;
  }
}

/** GET /oauth/authorize and the consent form's POST. */
export function authorizeRoutes(ctx: OAuthContext): Hono {
  return new Hono()
    .get("/oauth/authorize", async (c) => {
      // Nobody is signed in here, and each request may leave a consent or a code behind.
      const waitMs = ctx.authorizeLimiter.take(clientIp(c) ?? "unknown");
      if (waitMs > 0) return tooManyRequests(c, waitMs);
      const issuer = ctx.issuer(c.req.raw);
      const outcome = validateAuthorizeRequest(ctx.clients, new URL(c.req.url).searchParams);
      if (outcome.kind === "page") return htmlPage(c, errorPage(outcome.message), 400);
      if (outcome.kind === "redirect") {
        const { redirectUri, state, error, description } = outcome;
        return redirectToClient(redirectUri, issuer, { error, error_description: description, state });
      }
      const settled = await settleOwner(ctx, c.req.raw, outcome.request, clientIp(c));
      if (settled instanceof Response) return settled;
      const { request, setCookie } = settled;
      const allowed = scopesToGrant(ctx, request, issuer);
      if (allowed instanceof Response) return withCookie(allowed, setCookie);
      if (request.client.auto_approve) return withCookie(await approve(ctx, request, issuer, requestSource(c)), setCookie);
      if (request.prompt.includes("none")) {
        return withCookie(redirectToClient(request.redirectUri, issuer, {
          error: "consent_required",
          error_description: "The client needs consent, and prompt=none forbids asking for it.",
          state: request.state,
        }), setCookie);
      }
      const binding = getCookie(c, CONSENT_COOKIE) || randomToken(ctx.random, TOKEN_BYTES);
      setCookie && c.header("Set-Cookie", setCookie, { append: true });
      setCookieHeader(c, CONSENT_COOKIE, binding, {
        path: "/oauth",
        httpOnly: true,
        sameSite: "Strict",
        secure: new URL(c.req.url).protocol === "https:",
      });
      // The page shows exactly what approving grants; the request keeps what the client asked for.
      const handle = ctx.consents.create(request, binding);
      const view = {
        clientName: request.client.name,
        scopes: allowed.granted,
        withheld: allowed.withheld,
        redirectUri: request.redirectUri,
        handle,
        owner: request.owner,
      };
      return htmlPage(c, consentPage(view), 200);
    })
    .post(DECISION_PATH, async (c) => {
      const form = await readDecision(c.req.raw);
      if (form === undefined) return htmlPage(c, errorPage("The consent form is too large."), 413);
      const handle = form.get("handle");
      const decision = form.get("decision");
      const binding = getCookie(c, CONSENT_COOKIE);
      const request = typeof handle === "string" && binding ? ctx.consents.take(handle, binding) : undefined;
      // A reset may have removed the client while its consent page was open.
      if (!request || ctx.clients.get(request.client.client_id) !== request.client) {
        return htmlPage(
          c,
          errorPage("This consent request has expired or was already answered. Start again from the application."),
          400,
        );
      }
      const issuer = ctx.issuer(c.req.raw);
      if (decision === "approve") return approve(ctx, request, issuer, requestSource(c));
      ctx.audit({ action: "oauth.consent.denied", actor: request.client.client_id, status: 302, ...requestSource(c) });
      return redirectToClient(request.redirectUri, issuer, {
        error: "access_denied",
        error_description: "The user denied the request.",
        state: request.state,
      });
    });
}
