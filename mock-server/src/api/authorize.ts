import type { Context, MiddlewareHandler } from "hono";
import type { AuthFailure, Authenticator, Principal, RequestFacts } from "../auth/authenticate";
import { ANONYMOUS_DAILY_LIMIT } from "../domain/plans";
import type { Quota, RateLimiter } from "../auth/rate-limiter";
import type { Operation } from "../contract/operations";
import type { AppEnv } from "./app-env";
import { ProblemError } from "./problem";
import { requestHeader } from "./request-header";

const REALM = 'Bearer realm="lps"';

/** Requests without valid credentials share one daily bucket per client IP. */
export const anonymousQuotaKey = (ip: string) => `ip:${ip}`;

/** What a 429 says of the caller's quota: also what a forced 429 (`Prefer: code=429`) says. */
export function quotaExceeded(quota: Quota, principal?: Principal) {
  const shared = principal?.quotaKey.startsWith("org:") ? " of your organisation (shared by all its keys, tokens and sessions)" : "";
  return {
    detail: `The daily limit of ${quota.limit} requests${shared} is used up; it resets at 00:00 UTC.`,
    fields: { limit: quota.limit, remaining: 0, reset_seconds: quota.resetSeconds },
  };
}

function tooManyRequests(quota: Quota, principal?: Principal): ProblemError {
  const { detail, fields } = quotaExceeded(quota, principal);
  return new ProblemError(429, "rate_limit_exceeded", detail, fields, { "Retry-After": String(quota.resetSeconds) });
}

function refused(failure: AuthFailure): ProblemError {
  if (failure.code === "ip_not_allowed" || failure.code === "cross_origin_refused") return new ProblemError(403, failure.code, failure.detail);
  // RFC 6750 §3: an expired token is an invalid_token too; the description tells the client why,
  // so it refreshes instead of asking the user to sign in again.
  const challenge =
    failure.code === "unauthenticated"
      ? REALM
      : failure.code === "token_expired"
        ? `${REALM}, error="invalid_token", error_description="${failure.detail}"`
        : `${REALM}, error="invalid_token"`;
  return new ProblemError(401, failure.code, failure.detail, {}, { "WWW-Authenticate": challenge });
}

/** 403 naming `scope` unless the caller holds it (also used inside handlers for extra scopes). */
export function requireScope(c: Context<AppEnv>, scope: string): void {
  const principal = principalOf(c);
  if (principal.scopes.has(scope)) return;
  c.set("authFailure", { action: "auth.insufficient_scope", actor: principal.actor });
  throw new ProblemError(
    403,
    "insufficient_scope",
    `This operation requires the scope ${scope}.`,
    { required_scope: scope },
    { "WWW-Authenticate": `${REALM}, error="insufficient_scope", scope="${scope}"` },
  );
}

export function principalOf(c: Context<AppEnv>): Principal {
  const principal = c.get("principal");
  if (!principal) throw new Error("The route runs without the authorize middleware");
  return principal;
}

/**
 * The scopes the contract asks of this kind of credential. A session is no scheme of the contract:
 * it needs what an OAuth token needs (the same five scopes, granted by role instead of consent).
 */
function requiredScopes(operation: Operation, scheme: Principal["scheme"]): readonly string[] {
  if (scheme === "session") return operation.scopes.session ?? operation.scopes.oauth2 ?? operation.scopes.apiKey ?? [];
  return operation.scopes[scheme] ?? [];
}

export function requestFacts(c: Context<AppEnv>): RequestFacts {
  const optional = (name: string) => {
    const value = requestHeader(c, name);
    return value === undefined ? {} : { [name === "sec-fetch-site" ? "secFetchSite" : name]: value };
  };
  return { method: c.req.method, selfOrigin: new URL(c.req.url).origin, ...optional("cookie"), ...optional("origin"), ...optional("sec-fetch-site") };
}

/**
 * Authenticates, counts the request against the caller's daily quota (the bucket of its key,
 * OAuth client or, without valid credentials, its IP), then checks the scopes the contract's
 * `security` names for this operation and this kind of credential.
 */
export function authorize(operation: Operation, deps: { auth: Authenticator; limiter: RateLimiter }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { clientIp } = c.env;
    const authorization = requestHeader(c, "authorization");
    // The facts a session needs are gathered only when there is no Authorization header to use.
    const result = await deps.auth.authenticate(authorization, clientIp, authorization === undefined ? requestFacts(c) : undefined);
    if (!result.ok) {
      const quota = deps.limiter.consume(anonymousQuotaKey(clientIp), ANONYMOUS_DAILY_LIMIT);
      c.set("quota", quota);
      if (!quota.allowed) throw tooManyRequests(quota);
      const action = result.code === "ip_not_allowed" ? "auth.ip_not_allowed" : result.code === "cross_origin_refused" ? "auth.cross_origin_refused" : "auth.failed";
      c.set("authFailure", { action, ...(result.actor ? { actor: result.actor } : {}), ...(result.organizationId ? { organizationId: result.organizationId } : {}) });
      throw refused(result);
    }
    const { principal } = result;
    const quota = deps.limiter.consume(principal.quotaKey, principal.dailyLimit);
    c.set("quota", quota);
    c.set("principal", principal);
    if (!quota.allowed) throw tooManyRequests(quota, principal);
    for (const scope of requiredScopes(operation, principal.scheme)) requireScope(c, scope);
    await next();
  };
}
