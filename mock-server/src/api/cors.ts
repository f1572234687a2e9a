import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { isCorsRoute } from "./browser-policy";
import { requestHeader } from "./request-header";
import type { RequestGuard } from "./request-guards";

const EXPOSED = "RateLimit,RateLimit-Policy,Retry-After,X-Request-Id,Idempotent-Replayed,WWW-Authenticate";

/**
 * Headers a browser app sends: credentials, bodies, idempotency, the tracing ids the docs use,
 * and the preferences the contract reads. Access-Control-Allow-Credentials is never sent, so a
 * page of another origin can never make the API use a session cookie it carries.
 */
const ALLOWED_HEADERS = [
  "Authorization",
  "Content-Type",
  "Accept",
  "Idempotency-Key",
  "Prefer",
  "X-Request-Id",
  "X-Correlation-Id",
  "Traceparent",
  "Tracestate",
].join(",");

/** Every answer of a CORS route when any origin may call (the mock's default). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": EXPOSED,
};

const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * An allowed origin as a browser's `Origin` header will spell it (`new URL(x).origin`: lower-case
 * host, no default port), or undefined when no `Origin` could ever match it: another scheme,
 * credentials, a path, a query or fragment, or a wildcard host (CORS compares origins exactly).
 */
export function corsOriginOf(raw: string): string | undefined {
  if (raw === "*") return raw;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") return undefined;
  if (url.username || url.password || url.pathname !== "/" || /[?#]/.test(raw) || url.hostname.includes("*")) return undefined;
  return url.origin;
}

/** Which origins may read answers of CORS routes: `*` or a list (CLI `--cors-origin`). */
export interface CorsPolicy {
  /** The CORS headers an answer to this request carries (none on same-origin-only routes). */
  headers(c: Context<AppEnv>): Readonly<Record<string, string>>;
}

export function corsPolicy(origins: readonly string[] = ["*"]): CorsPolicy {
  const any = origins.includes("*");
  const listed = new Set(origins.map((origin) => corsOriginOf(origin) ?? origin));
  return {
    headers(c) {
      if (!isCorsRoute(c.req.path)) return NO_HEADERS;
      if (any) return CORS_HEADERS;
      // A listed origin is echoed; caches must then keep answers apart by Origin.
      const origin = requestHeader(c, "origin");
      if (origin === undefined || !listed.has(origin.toLowerCase())) return { vary: "Origin" };
      return { "access-control-allow-origin": origin, "access-control-expose-headers": EXPOSED, vary: "Origin" };
    },
  };
}

/**
 * Answers preflights of CORS routes. The CORS headers of other answers are stamped with the
 * request's other headers (see request-context): Hono's cors middleware reads `c.res` before the
 * handler runs, which makes Hono copy every answer into a full, streamed Response. A preflight
 * for any other route falls through to the same-origin check, which refuses it.
 */
export function corsPreflight(policy: CorsPolicy): RequestGuard {
  return (c) => {
    if (c.req.method !== "OPTIONS" || !isCorsRoute(c.req.path)) return undefined;
    const headers = {
      ...policy.headers(c),
      "access-control-allow-methods": "GET,POST,DELETE,OPTIONS",
      "access-control-allow-headers": ALLOWED_HEADERS,
      "access-control-max-age": "600",
      vary: "Origin, Access-Control-Request-Headers",
    };
    return new Response(null, { status: 204, headers });
  };
}
