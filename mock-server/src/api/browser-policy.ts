import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { ProblemError } from "./problem";
import { requestHeader } from "./request-header";
import type { RequestGuard } from "./request-guards";

/**
 * Routes browser apps on any origin may call: the API (bearer credentials only, never cookies,
 * so a foreign page learns nothing it could not fetch itself with the same key), the OAuth
 * endpoints a public client's page calls, health and the contract. Everything else (the sandbox,
 * the dashboard, the consent form, any page added later) is for this server's own pages and for
 * non-browser tools: same-origin browser requests only, and no CORS headers.
 */
const CORS_PREFIXES = ["/v1/", "/api/v1/", "/.well-known/"];
const CORS_PATHS = new Set(["/v1", "/api/v1", "/healthz", "/openapi.yaml", "/oauth/token", "/oauth/revoke", "/oauth/userinfo"]);

export function isCorsRoute(path: string): boolean {
  return CORS_PATHS.has(path) || CORS_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** `scheme://host[:port]` of an absolute URL, as a browser writes it in `Origin`. */
export function originOfUrl(url: string): string {
  const end = url.indexOf("/", url.indexOf("//") + 2);
  return (end < 0 ? url : url.slice(0, end)).toLowerCase();
}

/** Why a browser request comes from another origin, or undefined when it does not. */
function crossOriginReason(c: Context<AppEnv>): string | undefined {
  const site = requestHeader(c, "sec-fetch-site");
  // The browser's own verdict, when it sends one: `same-origin` for our pages (whose forms send
  // `Origin: null` under their no-referrer policy), `none` for a typed URL or a bookmark.
  if (site !== undefined) return site === "same-origin" || site === "none" ? undefined : `Sec-Fetch-Site: ${site}`;
  // Browsers without Fetch Metadata (or on a non-secure context, such as a LAN address) send Origin.
  const origin = requestHeader(c, "origin");
  if (origin !== undefined && origin.toLowerCase() !== originOfUrl(c.req.url)) return `Origin: ${origin}`;
  return undefined;
}

/**
 * Refuses requests a page of another origin made the browser send (fetch, form posts, img
 * tags), which would otherwise reach a loopback-only route because the browser runs on this
 * machine. Also the CSRF defence of state-changing forms (OWASP: verifying origin with standard
 * headers). A top-level GET navigation passes: it is how an OAuth client sends the user to the
 * consent page, and the page that started it cannot read the answer.
 */
export function sameOriginOnly(): RequestGuard {
  return (c) => {
    if (isCorsRoute(c.req.path)) return undefined;
    const method = c.req.method;
    const navigation = (method === "GET" || method === "HEAD") && requestHeader(c, "sec-fetch-mode") === "navigate";
    const reason = navigation ? undefined : crossOriginReason(c);
    if (reason !== undefined) {
      throw new ProblemError(
        403,
        "cross_origin_refused",
        `${c.req.path} answers this server's own pages only; the request came from another site (${reason}).`,
      );
    }
    return undefined;
  };
}
