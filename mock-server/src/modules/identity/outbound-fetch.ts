import { validateWebhookUrl, type UrlPolicyOptions } from "../../webhooks/url-policy";
import type { Fetch } from "./sso/sso-client";
import { SsoFailure } from "./sso/sso-failure";

/**
 * Every call to an external identity provider: its discovery document, and whatever URL that
 * document names (keys, token endpoint). A provider is a third party, so each URL is judged by
 * the webhook URL policy first: never this server itself, no private or link-local address,
 * https except to loopback in sandbox mode. Redirects are not followed, so that is the URL fetched.
 */
export function outboundFetch(fetcher: typeof fetch, policy: () => UrlPolicyOptions): Fetch {
  return (url, init) => {
    const verdict = validateWebhookUrl(url, policy());
    if (!verdict.ok) {
      return Promise.reject(new SsoFailure("idp_unreachable", `${url} is not allowed for an identity provider: ${verdict.reason}.`, 502));
    }
    return fetcher(url, { ...init, redirect: "error" });
  };
}
