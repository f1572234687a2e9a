import type { Clock } from "../clock/clock";
import type { RandomBytes } from "../oauth/core/bytes";
import type { SessionRecord, SessionStore } from "./session-store";
import type { Sessions } from "./sessions";
import type { OrganizationRegistry } from "../store/organizations";
import type { UserRegistry } from "./users";

export interface IdentityAuditEntry {
  action: string;
  actor: string;
  status: number;
  ip?: string;
  resource_id?: string;
  /** The request that caused the entry; the engine names each request. */
  request_id?: string;
  /** The organisation the entry concerns, so its scoped audit log holds it and no other's does. */
  organization_id?: string;
}

/** What the sign-in, SSO and session routes share. */
export interface IdentityDeps {
  clock: Clock;
  random: RandomBytes;
  organizations: OrganizationRegistry;
  users: UserRegistry;
  store: SessionStore;
  sessions: Sessions;
  audit(entry: IdentityAuditEntry): void;
  /** The server's public base URL for a request ({auth_url}). */
  baseUrl(request: Request): string;
}

/** Where a sign-in may send the browser afterwards: a path on this server, never another site. */
export function safeReturnTo(value: string | undefined, fallback = "/dashboard"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value;
}

export const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/** A new session's cookie and the redirect that follows sign-in. */
export async function signedIn(deps: IdentityDeps, request: Request, record: SessionRecord, returnTo: string, extraCookies: string[] = []) {
  const { header } = await deps.sessions.setCookie(record, request);
  const headers = new Headers({ Location: returnTo, "Cache-Control": "no-store" });
  for (const cookie of [header, ...extraCookies]) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
