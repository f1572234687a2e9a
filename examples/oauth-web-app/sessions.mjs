// In-memory sessions behind an HttpOnly cookie: enough for a demo; a real app would use its
// session store, so that tokens survive a restart.
import { randomBytes } from "node:crypto";

const COOKIE = "lps_demo_session";
const sessions = new Map();

/** The session of this request, created (and its cookie set) on first use. */
export function session(request, response) {
  const id = /(?:^|;\s*)lps_demo_session=([\w-]+)/.exec(request.headers.cookie ?? "")?.[1];
  if (id && sessions.has(id)) return sessions.get(id);
  const fresh = randomBytes(24).toString("base64url");
  sessions.set(fresh, {});
  response.setHeader("set-cookie", `${COOKIE}=${fresh}; HttpOnly; SameSite=Lax; Path=/`);
  return sessions.get(fresh);
}
