// The headers of every HTML page the server sends: the dashboard, the API reference, sign-in,
// SSO, the built-in IdP and the OAuth consent and error pages. One function, so a new page
// cannot forget the frame ban that keeps its buttons from being clickjacked (RFC 9700 §4.16).

/** What a page may load, by CSP directive; anything not named falls back to `default-src 'none'`. */
export interface PageSources {
  script?: string;
  style?: string;
  connect?: string;
  img?: string;
  /** Only for pages whose forms never redirect off-site: browsers apply it to the redirect too. */
  form?: string;
}

export interface PageOptions extends PageSources {
  /**
   * A page no other site opens in a popup (the dashboard, /docs) cuts its opener off. The sign-in
   * and consent pages do not: a client's popup-based flow needs its window back afterwards.
   */
  standalone?: boolean;
}

const DIRECTIVES: [keyof PageSources, string][] = [
  ["script", "script-src"],
  ["style", "style-src"],
  ["connect", "connect-src"],
  ["img", "img-src"],
  ["form", "form-action"],
];

export function contentSecurityPolicy(sources: PageSources): string {
  const allowed = DIRECTIVES.filter(([key]) => sources[key] !== undefined).map(([key, name]) => `${name} ${sources[key]}`);
  return ["default-src 'none'", ...allowed, "base-uri 'none'", "frame-ancestors 'none'"].join("; ");
}

/**
 * No framing by anyone (CSP `frame-ancestors`, and `X-Frame-Options` for browsers without it), no
 * caching and no Referer: several pages embed a key or a one-time handle.
 */
export function pageHeaders(options: PageOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    ...(options.standalone && { "Cross-Origin-Opener-Policy": "same-origin" }),
  };
}
