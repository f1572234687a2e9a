import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { Clock } from "../../domain/clock/clock";
import type { Signer } from "../oauth/core/signer";
import { SECURE_SESSION_COOKIE, SESSION_AUDIENCE, SESSION_COOKIE, SESSION_TYP } from "./defaults";
import type { SessionRecord, SessionStore } from "./session-store";
import type { SessionClaims } from "../../auth/session-credential";
import { scopesOfRole, type User, type UserRegistry } from "./users";

export interface LiveSession {
  record: SessionRecord;
  user: User;
  /** When the presented token expires (ms). */
  expiresAt: number;
}

export type Sessions = ReturnType<typeof createSessions>;

/** The private claim of a token's end on the steady reading (ms). */
const STEADY_END = "lps_ends";
/** The private claim of the origin (scheme://host:port) the token was issued on. */
const ORIGIN = "lps_origin";

const isSecureOrigin = (origin: string) => origin.startsWith("https:");
const cookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
const cookieOptions = (secure: boolean) => ({ path: "/", httpOnly: true, sameSite: "Lax" as const, secure });
const originOf = (request: Request) => new URL(request.url).origin;

/**
 * Session tokens: ES256 JWTs of the server's key set carrying the session id and the user, valid
 * 15 minutes on the engine clock. A token counts only while its server-side record lives.
 * `exp` is on the sandbox clock, which can be set back; the token also carries its end on the
 * clock's steady reading (`lps_ends`), which cannot, so a move back does not lengthen it. That
 * reading is the process's own, as is the key that signs the token. A token counts only on the
 * origin it was issued on: cookies do not isolate ports (RFC 6265bis §8.5), nor does one server
 * answering to several names. Under TLS the cookie is `__Host-lps_session`.
 */
export function createSessions(deps: {
  clock: Clock;
  signer: Pick<Signer, "signJwt" | "verifyJwt">;
  store: SessionStore;
  users: UserRegistry;
}) {
  const { clock, signer, store, users } = deps;

  async function issue(record: SessionRecord, origin: string): Promise<{ token: string; expiresAt: number }> {
    const lifetimeMs = store.lifetimeFor(record);
    const expiresAt = clock.now() + lifetimeMs;
    const payload = {
      sid: record.id,
      sub: record.userId,
      org_id: record.organizationId,
      aud: SESSION_AUDIENCE,
      iat: Math.floor(clock.now() / 1000),
      exp: Math.floor(expiresAt / 1000),
      [STEADY_END]: store.steady() + lifetimeMs,
      [ORIGIN]: origin,
    };
    return { token: await signer.signJwt(payload, SESSION_TYP), expiresAt: payload.exp * 1000 };
  }

  async function verify(token: string, origin: string): Promise<LiveSession | null> {
    const claims = await signer.verifyJwt(token, SESSION_TYP, SESSION_AUDIENCE);
    const endsAt = claims?.[STEADY_END];
    if (typeof claims?.sid !== "string" || typeof claims.exp !== "number" || typeof endsAt !== "number") return null;
    if (claims[ORIGIN] !== origin) return null;
    // When the token ends as the clock reads now: its exp, or sooner if the clock was set back.
    const now = clock.now();
    const expiresAt = Math.min(claims.exp * 1000, now + endsAt - store.steady());
    if (expiresAt <= now) return null;
    const record = store.live(claims.sid);
    const user = record && users.get(record.userId);
    if (!record || !user || claims.sub !== user.id) return null;
    return { record, user, expiresAt };
  }

  /** The token of the cookie named for this origin's scheme: a plain one is never read under TLS. */
  const fromCookieHeader = (header: string | undefined | null, origin: string) => {
    const name = cookieName(isSecureOrigin(origin));
    return header ? parse(header, name)[name] : undefined;
  };
  const fromHeader = async (header: string | undefined | null, origin: string) => {
    const token = fromCookieHeader(header, origin);
    return token ? verify(token, origin) : null;
  };

  return {
    issue,
    verify,
    /** The session a request's Cookie header carries, if it is live. */
    fromRequest: (request: Request): Promise<LiveSession | null> => fromHeader(request.headers.get("cookie"), originOf(request)),
    /** Set-Cookie for a freshly issued token, valid on the request's origin only. */
    async setCookie(record: SessionRecord, request: Request): Promise<{ header: string; expiresAt: number }> {
      const origin = originOf(request);
      const { token, expiresAt } = await issue(record, origin);
      const secure = isSecureOrigin(origin);
      return { header: generateCookie(cookieName(secure), token, cookieOptions(secure)), expiresAt };
    },
    clearCookie: (secure: boolean) => generateCookie(cookieName(secure), "", { ...cookieOptions(secure), maxAge: 0 }),
    /** The shared interface's SessionVerifier: a session as an API credential. */
    async verifyCookieHeader(header: string, origin: string): Promise<SessionClaims | null> {
      const live = await fromHeader(header, origin);
      if (!live) return null;
      const { record, user, expiresAt } = live;
      return {
        sessionId: record.id,
        userId: user.id,
        organizationId: record.organizationId,
        scopes: scopesOfRole(user.role),
        expiresAt,
      };
    },
  };
}
