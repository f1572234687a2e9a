import type { Clock } from "../clock/clock";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./defaults";

export interface SessionRecord {
  id: string;
  userId: string;
  organizationId: string;
  /** How the user signed in; SSO sessions end when their organisation's SSO changes. */
  method: "sso" | "picker";
  /** Sign-in time (ms): OpenID Connect's auth_time, and the start of the absolute lifetime. */
  authTime: number;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The server side of sessions: a token is only as good as its record here, so deleting the record
 * (logout, user removed, SSO revoked) ends every copy of the cookie at once.
 */
export function createSessionStore(clock: Clock, newId: () => string) {
  const sessions = new Map<string, SessionRecord>();
  const endWhere = (match: (session: SessionRecord) => boolean) => {
    for (const [id, session] of sessions) if (match(session)) sessions.delete(id);
  };
  const absoluteEnd = (session: SessionRecord) => session.authTime + SESSION_ABSOLUTE_MS;
  return {
    start(userId: string, organizationId: string, method: SessionRecord["method"]): SessionRecord {
      const session = { id: newId(), userId, organizationId, method, authTime: clock.now() };
      sessions.set(session.id, session);
      return session;
    },
    /** The live record behind a session id; a session past its absolute lifetime is dropped. */
    live(id: string): SessionRecord | undefined {
      const session = sessions.get(id);
      if (session && clock.now() < absoluteEnd(session)) return session;
      sessions.delete(id);
      return undefined;
    },
    /** When a token issued now must expire: 15 minutes on, never past the absolute end. */
    expiryFor: (session: SessionRecord) => Math.min(clock.now() + SESSION_IDLE_MS, absoluteEnd(session)),
    end: (id: string) => void sessions.delete(id),
    endForUser: (userId: string) => endWhere((session) => session.userId === userId),
    endSsoOf: (organizationId: string) =>
      endWhere((session) => session.organizationId === organizationId && session.method === "sso"),
    clear: () => sessions.clear(),
  };
}
