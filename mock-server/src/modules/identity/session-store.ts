import type { Clock } from "../../domain/clock/clock";
import { steadyReading } from "../../domain/clock/steady-reading";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./defaults";

export interface SessionRecord {
  id: string;
  userId: string;
  organizationId: string;
  /** How the user signed in; SSO sessions end when their organisation's SSO changes. */
  method: "sso" | "picker";
  /** Sign-in time (ms) on the sandbox clock: OpenID Connect's auth_time. */
  authTime: number;
  /** Sign-in on the clock's steady reading: the start of the absolute lifetime, which a move back does not put off. */
  began: number;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The server side of sessions: a token is only as good as its record here, so deleting the record
 * (logout, user removed, SSO revoked) ends every copy of the cookie at once.
 */
export function createSessionStore(clock: Clock, newId: () => string) {
  const steady = steadyReading(clock);
  const sessions = new Map<string, SessionRecord>();
  const endWhere = (match: (session: SessionRecord) => boolean) => {
    for (const [id, session] of sessions) if (match(session)) sessions.delete(id);
  };
  const absoluteEnd = (session: SessionRecord) => session.began + SESSION_ABSOLUTE_MS;
  return {
    /** The clock's steady reading, which token lifetimes are counted on. */
    steady,
    start(userId: string, organizationId: string, method: SessionRecord["method"]): SessionRecord {
      const session = { id: newId(), userId, organizationId, method, authTime: clock.now(), began: steady() };
      sessions.set(session.id, session);
      return session;
    },
    /** The live record behind a session id; a session past its absolute lifetime is dropped. */
    live(id: string): SessionRecord | undefined {
      const session = sessions.get(id);
      if (session && steady() < absoluteEnd(session)) return session;
      sessions.delete(id);
      return undefined;
    },
    /** How long a token issued now lives (ms): 15 minutes, never past the absolute end. */
    lifetimeFor: (session: SessionRecord) => Math.min(SESSION_IDLE_MS, absoluteEnd(session) - steady()),
    end: (id: string) => void sessions.delete(id),
    endForUser: (userId: string) => endWhere((session) => session.userId === userId),
    endSsoOf: (organizationId: string) =>
      endWhere((session) => session.organizationId === organizationId && session.method === "sso"),
    clear: () => sessions.clear(),
  };
}
