import type { MiddlewareHandler } from "hono";
import type { Operation } from "../contract/operations";
import type { AuditTrail } from "../store/audit-trail";
import type { AppEnv } from "./app-env";

/** `createLead` → `lead.create`, `rotateWebhookSecret` → `webhook_secret.rotate`. */
export function auditAction(operationId: string): string {
  const [verb = "", ...noun] = operationId.split(/(?=[A-Z])/);
  return `${noun.join("_").toLowerCase()}.${verb}`;
}

const organizationOf = (id: string | undefined) => (id === undefined ? {} : { organization_id: id });

/** Records every refused credential and every authenticated write, whatever its outcome. */
export function audit(operation: Operation, trail: AuditTrail): MiddlewareHandler<AppEnv> {
  const action = auditAction(operation.id);
  const writes = operation.method !== "GET";
  return async (c, next) => {
    await next();
    const failure = c.get("authFailure");
    const principal = c.get("principal");
    if (!failure && !(writes && principal)) return;
    trail.record({
      actor: failure?.actor ?? principal?.actor ?? "anonymous",
      ...organizationOf(principal?.organizationId ?? failure?.organizationId),
      ...(principal?.userId ? { user_id: principal.userId } : {}),
      action: failure?.action ?? action,
      resource_id: c.get("resourceId") ?? Object.values(c.req.param() as Record<string, string>)[0] ?? null,
      ip: c.env.clientIp,
      status: c.res.status,
      request_id: c.get("requestId"),
    });
  };
}
