import type { Context } from "hono";
import { clientIp } from "./client-ip";

/** What an audit entry caused by a request says about it: the caller and the journal's id. */
export interface RequestSource {
  ip?: string;
  request_id?: string;
}

/**
 * The caller's address and the request's id, as far as the host knows them: the engine passes the
 * address and sets `requestId` before any route runs, so the audit log leads to the request in
 * the journal. A standalone OAuth server has neither, and its entries leave them out.
 */
export function requestSource(c: Context): RequestSource {
  const ip = clientIp(c);
  const requestId: unknown = c.get("requestId");
  return { ...(ip && { ip }), ...(typeof requestId === "string" && { request_id: requestId }) };
}
