import { ProblemError } from "./problem";
import type { RequestGuard } from "./request-guards";

/** The names a local server always answers to, whatever address it is bound to. */
export const LOOPBACK_NAMES: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];

/** A host name as it appears in a URL: lower case, IPv6 literals in brackets. */
export function hostName(host: string): string {
  const name = host.trim().toLowerCase();
  return name.includes(":") && !name.startsWith("[") ? `[${name}]` : name;
}

/** The host name of an absolute URL (`http://[::1]:4010/x` → `[::1]`), without parsing it again. */
function hostOfUrl(url: string): string {
  const start = url.indexOf("//") + 2;
  const slash = url.indexOf("/", start);
  const authority = url.slice(start, slash < 0 ? url.length : slash).toLowerCase();
  if (authority.startsWith("[")) return authority.slice(0, authority.indexOf("]") + 1);
  const colon = authority.lastIndexOf(":");
  return colon < 0 ? authority : authority.slice(0, colon);
}

/**
 * DNS rebinding defence: a hostile site can point its own name at 127.0.0.1, and the browser
 * then treats this server as that site's origin. Requests naming any host but the ones the server
 * is bound to get 403 (`allowed` undefined: no check, for in-process use such as MSW).
 */
export function hostCheck(allowed: readonly string[] | undefined): RequestGuard {
  if (allowed === undefined) return () => undefined;
  const names = new Set(allowed.map(hostName));
  return (c) => {
    const host = hostOfUrl(c.req.url);
    if (!names.has(host)) {
      throw new ProblemError(
        403,
        "host_not_allowed",
        `This server does not answer to the host name ${host}; start it with --allowed-host ${host} to allow it.`,
      );
    }
    return undefined;
  };
}
