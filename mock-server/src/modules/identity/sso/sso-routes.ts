import { Hono, type Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { AddressLimiter } from "../../oauth/core/throttle";
import { clientIp, requestSource, type RequestSource } from "../../oauth/http/request-params";
import { randomToken } from "../../oauth/core/bytes";
import { SSO_COOKIE, SSO_TTL_MS, TOKEN_BYTES } from "../defaults";
import { isSecure, returnToProblem, safeReturnTo, signedIn, type IdentityDeps } from "../identity-deps";
import { failurePage, html } from "../pages";
import type { createSsoClient } from "./sso-client";
import { createSsoTransactions, domainOf, relyingParty, resolveOrganization, type PendingSso } from "./sso-flow";
import { accountUser, type SsoLinks } from "./sso-account";
import { SsoFailure } from "./sso-failure";

export interface SsoDeps extends IdentityDeps {
  client: ReturnType<typeof createSsoClient>;
  transactions: ReturnType<typeof createSsoTransactions>;
  links: SsoLinks;
  startLimiter: AddressLimiter;
}

const CALLBACK = "/sso/callback";

/**
 * The round trip's browser binding; an empty value with max-age 0 clears it. Lax, not Strict:
 * the provider sends the browser back with a cross-site top-level GET.
 */
const ssoCookie = (request: Request, value: string, maxAge: number) =>
  generateCookie(SSO_COOKIE, value, { path: "/sso", httpOnly: true, sameSite: "Lax", secure: isSecure(request), maxAge });

/** A Retry-After page, unaudited: a flood would otherwise fill the audit log instead. */
function tooManyStarts(waitMs: number): Response {
  const seconds = String(Math.ceil(waitMs / 1000));
  const page = failurePage("Too many sign-in requests", `Too many sign-ins were started from this address; try again in ${seconds} s.`);
  return html(page, 429, { "Retry-After": seconds });
}

/** RFC 9207 §2.4: the answer names the provider the sign-in went to, or says nothing if it may. */
function checkIssuer(pending: PendingSso, iss: string | undefined): void {
  if (iss === undefined) {
    if (pending.issRequired) throw new SsoFailure("issuer_missing", `${pending.issuer} names itself in iss on every answer, and this one has none.`);
    return;
  }
  if (iss !== pending.issuer) {
    throw new SsoFailure("issuer_mismatch", `The answer names ${iss} as its issuer; this sign-in went to ${pending.issuer}.`);
  }
}

/** GET /sso/start and /sso/callback: OpenID Connect code flow with PKCE, state and nonce. */
export function ssoRoutes(deps: SsoDeps): Hono {
  const { organizations, users, store, client, transactions } = deps;

  const fail = (c: Context, failure: SsoFailure, organizationId?: string) => {
    deps.audit({
      action: "sso.failed",
      actor: organizationId ?? "anonymous",
      status: failure.status,
      resource_id: failure.reason,
      ...(organizationId && { organization_id: organizationId }),
      ...requestSource(c),
    });
    return html(failurePage(failure.title, failure.message), failure.status, { "Set-Cookie": ssoCookie(c.req.raw, "", 0) });
  };

  const attempt = async (c: Context, run: (note: (orgId: string) => void) => Promise<Response>) => {
    let organizationId: string | undefined;
    try {
      return await run((id) => (organizationId = id));
    } catch (error) {
      if (error instanceof SsoFailure) return fail(c, error, organizationId);
      throw error;
    }
  };

  return new Hono()
    .get("/sso/start", (c) => {
      const waitMs = deps.startLimiter.take(clientIp(c) ?? "unknown");
      if (waitMs > 0) return tooManyStarts(waitMs);
      return attempt(c, async (note) => {
        const problem = returnToProblem(c.req.query("return_to"));
        if (problem) throw new SsoFailure("invalid_request", problem);
        const email = c.req.query("email") || undefined;
        const org = resolveOrganization(organizations, { org: c.req.query("org") || undefined, email });
        note(org.id);
        const base = deps.baseUrl(c.req.raw);
        const rp = relyingParty(org, base);
        const { metadata } = await client.provider(rp.issuer);
        const binding = getCookie(c, SSO_COOKIE) || randomToken(deps.random, TOKEN_BYTES);
        const redirectUri = base.replace(/\/$/, "") + CALLBACK;
        const returnTo = safeReturnTo(c.req.query("return_to"), base);
        const issRequired = metadata.authorization_response_iss_parameter_supported === true;
        const pending = { organizationId: org.id, issuer: rp.issuer, issRequired, redirectUri, returnTo, binding };
        const { state, nonce, challenge } = await transactions.begin(pending);
        const target = new URL(metadata.authorization_endpoint);
        const params = {
          response_type: "code",
          client_id: rp.clientId,
          redirect_uri: redirectUri,
          scope: "openid email profile",
          state,
          nonce,
          code_challenge: challenge,
          code_challenge_method: "S256",
          ...(email && { login_hint: email }),
        };
        for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
        const cookie = ssoCookie(c.req.raw, binding, SSO_TTL_MS / 1000);
        return new Response(null, { status: 302, headers: { Location: target.href, "Set-Cookie": cookie, "Cache-Control": "no-store" } });
      });
    })
    .get(CALLBACK, (c) =>
      attempt(c, async (note) => {
        const pending = transactions.take(c.req.query("state"), getCookie(c, SSO_COOKIE));
        note(pending.organizationId);
        // Before the code goes anywhere: a code of another provider would be sent to this one's
        // token endpoint, whose operator could redeem it on its rightful callback (mix-up).
        checkIssuer(pending, c.req.query("iss"));
        const error = c.req.query("error");
        if (error) throw new SsoFailure("idp_error", `The identity provider answered ${error}: ${c.req.query("error_description") ?? "no description"}.`);
        const org = organizations.get(pending.organizationId);
        if (!org?.sso) throw new SsoFailure("sso_not_configured", "The organisation's SSO was removed during sign-in.", 403);
        const rp = relyingParty({ ...org, sso: org.sso }, deps.baseUrl(c.req.raw));
        if (rp.issuer !== pending.issuer) throw new SsoFailure("issuer_mismatch", "The organisation's identity provider changed during sign-in.");
        const code = c.req.query("code");
        if (!code) throw new SsoFailure("idp_error", "The identity provider sent no code.");
        const idToken = await client.exchange(rp, { code, redirectUri: pending.redirectUri, verifier: pending.verifier });
        const claims = await client.validateIdToken(rp, idToken, pending.nonce);
        const user = accountUser(deps, { organization: { ...org, sso: org.sso }, issuer: rp.issuer, claims }, (input) => provision(deps, input, requestSource(c)));
        const record = store.start(user.id, org.id, "sso");
        deps.audit({ action: "session.started", actor: user.id, status: 303, resource_id: record.id, organization_id: org.id, ...requestSource(c) });
        return signedIn(deps, c.req.raw, record, pending.returnTo, [ssoCookie(c.req.raw, "", 0)]);
      }),
    );
}

/** Just-in-time provisioning: the first sign-in creates the user with the SSO default role. */
function provision(deps: IdentityDeps, input: Parameters<IdentityDeps["users"]["create"]>[0], source: RequestSource) {
  const user = deps.users.create(input);
  deps.audit({ action: "user.provisioned", actor: user.id, status: 200, resource_id: user.id, organization_id: user.organization_id, ...source });
  return user;
}
