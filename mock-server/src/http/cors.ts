import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/** Every answer: browsers may call from any origin and read the headers clients act on. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "RateLimit,RateLimit-Policy,Retry-After,X-Request-Id,Idempotent-Replayed,WWW-Authenticate",
};

const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  "Access-Control-Allow-Methods": "GET,POST,DELETE,OPTIONS",
  "Access-Control-Allow-Headers": "Authorization,Content-Type,Idempotency-Key,Prefer,X-Request-Id",
  "Access-Control-Max-Age": "600",
  Vary: "Access-Control-Request-Headers",
};

/**
 * Answers preflights (every OPTIONS). The CORS headers of other answers are stamped with the
 * request's other headers (see request-context): Hono's cors middleware reads `c.res` before the
 * handler runs, which makes Hono copy every answer into a full, streamed Response.
 */
export function corsPreflight(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "OPTIONS") return next();
    return new Response(null, { status: 204, headers: PREFLIGHT_HEADERS });
  };
}
