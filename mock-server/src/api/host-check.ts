import { ProblemError } from "./problem";
import type { RequestGuard } from "./request-guards";

/** The names a local server always answers to, whatever address it is bound to. */
export const LOOPBACK_NAMES: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];

/** A host name as it appears in a URL: lower case, IPv6 literals in brackets. */
export function hostName(host: string): string {
  const name = host.trim().toLowerCase();
  return name.includes(":") && !name.startsWith("[") ? `[${name}]` : name;
}

/**
 * Whether `raw` names a host the Host check can compare (a name, an IPv4 or an IPv6 address),
 * without a port: the check compares names only, so `devbox.local:4010` would never match.
 * Underscores pass: Docker Compose names services `lps_mock`, and `startMockServer` adds its
 * `host` to the names.
 */
export function isHostName(raw: string): boolean {
  return /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\]|[0-9a-f:]+:[0-9a-f:.]*)$/i.test(raw);
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

/** The refusal of a request naming a host the server does not answer to. */
export function hostNotAllowed(host: string): ProblemError {
  return new ProblemError(
    403,
    "host_not_allowed",
    `This server does not answer to the host name ${host}; start it with --allowed-host ${host} to allow it.`,
  );
}

/** Whether a host name (as `hostName` writes it) is one of `allowed`. */
export function allowsHost(allowed: readonly string[]): (host: string) => boolean {
  const names = new Set(allowed.map(hostName));
  return (host) => names.has(host);
}

/**
 * DNS rebinding defence: a hostile site can point its own name at 127.0.0.1, and the browser
 * then treats this server as that site's origin. Requests naming any host but the ones the server
 * is bound to get 403 (`allowed` undefined: no check, for in-process use such as MSW).
 */
export function hostCheck(allowed: readonly string[] | undefined): RequestGuard {
  if (allowed === undefined) return () => undefined;
  const allows = allowsHost(allowed);
  return (c) => {
    const host = hostOfUrl(c.req.url);
    if (!allows(host)) throw hostNotAllowed(host);
    return undefined;
  };
}
