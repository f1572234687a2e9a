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
 * The sandbox can rewrite every key and the clock, and the dashboard and passwordless sign-in act
 * for anyone who asks, so by default only this machine may use them; `what` names the surface.
 * A webhook delivery never may, whatever its address: a receiver URL pointing back at the
 * server would otherwise reset it from loopback.
 */
export function loopbackOnly(enabled: boolean, what = "the sandbox API"): MiddlewareHandler<AppEnv> {
  const refusal = `${what[0]!.toUpperCase()}${what.slice(1)} answers loopback clients only.`;
  return async (c, next) => {
    if (isDelivery((name) => requestHeader(c, name))) {
      throw new ProblemError(403, "ip_not_allowed", `Webhook deliveries may not call ${what}.`);
    }
    if (enabled && !isLoopback(c.env.clientIp)) {
      throw new ProblemError(403, "ip_not_allowed", refusal);
    }
    await next();
  };
}
