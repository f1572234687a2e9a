import { isLoopback } from "../auth/ip-allowlist";
import type { Fetch } from "./sso/sso-client";
import { SsoFailure } from "./sso/sso-failure";

const LOOPBACK_NAMES = new Set(["localhost"]);

/**
 * Calls to an external identity provider, like webhook deliveries: https only, except plain http
 * to a loopback host in sandbox mode (a second lps-mock on this machine).
 */
export function outboundFetch(fetcher: typeof fetch, allowLoopbackHttp: boolean): Fetch {
  return (url, init) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, "");
    const loopback = LOOPBACK_NAMES.has(host) || isLoopback(host);
    if (target.protocol !== "https:" && !(target.protocol === "http:" && loopback && allowLoopbackHttp)) {
      const allowed = allowLoopbackHttp ? "https, or http on a loopback host" : "https";
      return Promise.reject(new SsoFailure("idp_unreachable", `${target.origin} is not allowed for an identity provider (${allowed} only).`, 502));
    }
    return fetcher(url, { ...init, redirect: "error" });
  };
}
