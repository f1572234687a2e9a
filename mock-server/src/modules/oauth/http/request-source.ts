import type { Context } from "hono";

/** What an audit entry caused by a request says about it: the caller and the journal's id. */
export interface RequestSource {
  ip?: string;
  request_id?: string;
}

/** The caller's IP as the engine passes it: `routes.fetch(request, { clientIp })`. */
export function clientIp(c: Context): string | undefined {
  const env: unknown = c.env;
  const ip = typeof env === "object" && env !== null && "clientIp" in env ? env.clientIp : undefined;
  return typeof ip === "string" ? ip : undefined;
}

/** Address and journal id, so the audit log leads to the request; a standalone server has neither. */
export function requestSource(c: Context): RequestSource {
  const ip = clientIp(c);
  const requestId: unknown = c.get("requestId");
  return { ...(ip && { ip }), ...(typeof requestId === "string" && { request_id: requestId }) };
}
