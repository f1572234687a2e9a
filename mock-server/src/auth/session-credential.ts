// The identity side issues sessions; these are the rules under which the API accepts one.

/** A live session (a signed-in user), as the identity side's verifier reports it. */
export interface SessionClaims {
  sessionId: string;
  userId: string;
  organizationId: string;
  scopes: string[];
  expiresAt: number;
}

/** Checks a request's Cookie header; null unless it carries a live session issued on `origin`, the request's own. */
export type SessionVerifier = (cookieHeader: string, origin: string) => Promise<SessionClaims | null>;

/** What a session credential needs besides the cookie: the CSRF check of unsafe methods. */
export interface RequestFacts {
  method: string;
  cookie?: string;
  origin?: string;
  secFetchSite?: string;
  /** The request's own origin (scheme, host, port), to compare `Origin` with. */
  selfOrigin: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A cookie travels with cross-site requests; an unsafe one is taken only from the same origin. */
export function isSameOrigin(request: RequestFacts): boolean {
  if (request.secFetchSite !== undefined) return request.secFetchSite === "same-origin";
  return request.origin !== undefined && request.origin === request.selfOrigin;
}

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());
