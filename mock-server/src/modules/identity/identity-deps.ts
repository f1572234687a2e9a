import type { Clock } from "../../domain/clock/clock";
import type { RandomBytes } from "../oauth/core/bytes";
import type { SessionRecord, SessionStore } from "./session-store";
import type { Sessions } from "./sessions";
import type { OrganizationRegistry } from "../../store/organizations";
import type { UserRegistry } from "./users";
import { MAX_RETURN_TO } from "./defaults";

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

// Browsers drop tabs and newlines from a URL and read a backslash as a slash, so "/<TAB>/evil"
// and "/\\evil" are "//evil" to them: another site. No control character (C0, DEL, C1), no white
// space of any kind and no backslash is needed in a path of this server.
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

/**
 * Where a sign-in may send the browser afterwards: a path on this server, never another site.
 * The value is resolved against the server's origin as a browser would and must stay on it; what
 * is kept is its path, query and fragment as resolved, so "/..//evil" cannot become "//evil".
 */
export function safeReturnTo(value: string | undefined, origin: string, fallback = "/dashboard"): string {
  if (!value || !value.startsWith("/") || UNSAFE_IN_PATH.test(value)) return fallback;
  const base = new URL(origin);
  const url = new URL(value, base);
  const path = url.pathname + url.search + url.hash;
  if (url.origin !== base.origin || path.startsWith("//")) return fallback;
  return path;
}

/** Why `return_to` is refused outright (too long to keep), or undefined. */
export const returnToProblem = (value: string | undefined) =>
  value !== undefined && value.length > MAX_RETURN_TO ? `return_to is longer than ${MAX_RETURN_TO} characters.` : undefined;

export const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/** A new session's cookie and the redirect that follows sign-in. */
export async function signedIn(deps: IdentityDeps, request: Request, record: SessionRecord, returnTo: string, extraCookies: string[] = []) {
  const { header } = await deps.sessions.setCookie(record, request);
  const headers = new Headers({ Location: returnTo, "Cache-Control": "no-store" });
  for (const cookie of [header, ...extraCookies]) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
