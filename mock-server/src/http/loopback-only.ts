import type { MiddlewareHandler } from "hono";
import { isLoopback } from "../auth/ip-allowlist";
import type { AppEnv } from "./app-env";
import { ProblemError } from "./problem";
import { requestHeader } from "./request-header";
import { EVENT_ID_HEADER, SIGNATURE_HEADER, USER_AGENT } from "../webhooks/delivery-defaults";

const DELIVERY_AGENT = USER_AGENT.slice(0, USER_AGENT.indexOf("/") + 1).toLowerCase();

/** A request that carries a webhook delivery's marks: this server (or another LPS) calling out. */
function isDelivery(header: (name: string) => string | undefined): boolean {
  if (header(SIGNATURE_HEADER) !== undefined || header(EVENT_ID_HEADER) !== undefined) return true;
  return header("user-agent")?.toLowerCase().startsWith(DELIVERY_AGENT) ?? false;
}

/**
 * The sandbox can rewrite every key and the clock, so by default only this machine may use it.
 * A webhook delivery never may, whatever its address: a receiver URL pointing back at the
 * server would otherwise reset it from loopback.
 */
export function loopbackOnly(enabled: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isDelivery((name) => requestHeader(c, name))) {
      throw new ProblemError(403, "ip_not_allowed", "Webhook deliveries may not call the sandbox API or the dashboard.");
    }
    if (enabled && !isLoopback(c.env.clientIp)) {
      throw new ProblemError(403, "ip_not_allowed", "The sandbox API answers loopback clients only.");
    }
    await next();
  };
}
