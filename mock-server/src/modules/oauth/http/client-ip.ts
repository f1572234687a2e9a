import type { Context } from "hono";

/** The caller's IP as the engine passes it: `routes.fetch(request, { clientIp })`. */
export function clientIp(c: Context): string | undefined {
  const env: unknown = c.env;
  const ip = typeof env === "object" && env !== null && "clientIp" in env ? env.clientIp : undefined;
  return typeof ip === "string" ? ip : undefined;
}
