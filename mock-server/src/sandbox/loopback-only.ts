import type { MiddlewareHandler } from "hono";
import { isLoopback } from "../auth/ip-allowlist";
import type { AppEnv } from "../http/app-env";
import { ProblemError } from "../http/problem";

/** The sandbox can rewrite every key and the clock, so by default only this machine may use it. */
export function loopbackOnly(enabled: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (enabled && !isLoopback(c.env.clientIp)) {
      throw new ProblemError(403, "ip_not_allowed", "The sandbox API answers loopback clients only.");
    }
    await next();
  };
}
