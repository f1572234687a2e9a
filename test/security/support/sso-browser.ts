import { cookieJar, type Jar } from "../../../mock-server/test/identity/harness";
import type { Served } from "./served";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export type Browser = ReturnType<typeof browser>;

/**
 * A browser over real HTTP: a cookie jar per origin, each redirect taken by hand (fetch with
 * redirect "manual") so a test sees every Location the servers send.
 */
export function browser() {
  const jars = new Map<string, Jar>();
  const jar = (origin: string): Jar => {
    const found = jars.get(origin) ?? cookieJar();
    jars.set(origin, found);
    return found;
  };

  async function visit(url: string | URL): Promise<Response> {
    const target = new URL(url);
    const cookies = jar(target.origin).header();
    const response = await fetch(target, { redirect: "manual", headers: cookies ? { cookie: cookies } : {} });
    jar(target.origin).take(response);
    return response;
  }

  /** Follows redirects while they stay on this machine; the last answer and the URL it came from. */
  async function follow(url: string | URL, limit = 10): Promise<{ response: Response; url: URL }> {
    let at = new URL(url);
    let response = await visit(at);
    for (let i = 0; i < limit && response.status >= 300 && response.status < 400; i++) {
      const next = new URL(response.headers.get("location") ?? "", at);
      if (!LOOPBACK.has(next.hostname)) break;
      at = next;
      response = await visit(at);
    }
    return { response, url: at };
  }

  /** Who this browser is signed in as on `server`, if anyone. */
  async function session(server: string): Promise<{ email: string; role: string; organization: string } | undefined> {
    const answer = await visit(`${server}/session`);
    if (answer.status !== 200) return undefined;
    const body = (await answer.json()) as { user: { email: string; role: string }; organization: { slug: string } };
    return { email: body.user.email, role: body.user.role, organization: body.organization.slug };
  }

  return { visit, follow, session, jar };
}

type SsoSettings = { idp: "builtin" } | { issuer: string; client_id: string; client_secret: string };

/** An organisation signing in through `sso`, for addresses at `domain`. */
export async function ssoOrganization(s: Served, name: string, domain: string, sso: SsoSettings) {
  const body = { name, sso: { ...sso, email_domains: [domain], default_role: "viewer" } };
  const { status, json } = await s.call("POST", "/__sandbox/organizations", { key: null, body });
  if (status !== 200) throw new Error(`could not create ${name}: ${status} ${JSON.stringify(json)}`);
  return json as { id: string; slug: string };
}

/** A user of the organisation, made through the sandbox API. */
export async function addUser(s: Served, organizationId: string, email: string, role: string) {
  const body = { email, name: email.slice(0, email.indexOf("@")), role };
  const { status } = await s.call("POST", `/__sandbox/organizations/${organizationId}/users`, { key: null, body });
  if (status !== 201) throw new Error(`could not add ${email}: ${status}`);
}

/** The reasons of the `sso.failed` audit entries, oldest first. */
export async function ssoFailures(s: Served): Promise<string[]> {
  const { json } = await s.call("GET", "/__sandbox/audit-log?limit=100", { key: null });
  const entries = (json as { data: { action: string; resource_id: string | null }[] }).data;
  return entries.filter((entry) => entry.action === "sso.failed").map((entry) => entry.resource_id ?? "").reverse();
}
