import { AbortError, ConnectionError, describeFailure, TimeoutError } from "../core/errors";
import { checked, isDelay } from "../internal/config";
import { checkedUrl, type OAuthClientConfig } from "./config";
import { OAuthError } from "./errors";

interface ErrorAnswer {
  error?: string;
  error_description?: string;
  error_uri?: string;
}

// RFC 6750 §3: a protected resource such as userinfo puts its error in the challenge, not the body.
const challenge = (response: Response, name: string) => new RegExp(`${name}="([^"]*)"`).exec(response.headers.get("www-authenticate") ?? "")?.[1];

/**
 * One request to the authorization server or the OpenID provider, answered in JSON: a GET, or a
 * POST of a form `body` (the token and revocation endpoints). Every helper's request goes through
 * here, so each URL meets the plain-http rule: keys and userinfo decide what the client trusts, so
 * they obey it as tokens do. A redirect is never followed: fetch would replay the form (a client
 * secret, a refresh token, a code) to wherever Location points, plain http included. A network
 * failure becomes a ConnectionError, a request that outlives `timeout` (body included) a
 * TimeoutError, one the config's `signal` aborts an AbortError, and a non-2xx answer an
 * OAuthError: `unexpected_redirect` for a 3xx (or a browser's opaque redirect, status 0), whatever
 * its body says; else the server's code (from the body, else from `WWW-Authenticate`), so every
 * helper fails the same typed way.
 */
export async function requestJson(config: OAuthClientConfig, url: string, headers?: Record<string, string>, body?: URLSearchParams): Promise<unknown> {
  checkedUrl(config, url);
  const call = `${body ? "POST" : "GET"} ${url}`;
  // The platform's timer and combinator, unlike the client's transport: a few requests per grant,
  // so their cost per call is no concern.
  const timeout = checked("timeout", config.timeout ?? 60_000, isDelay);
  const timer = AbortSignal.timeout(timeout);
  const signal = config.signal ? AbortSignal.any([config.signal, timer]) : timer;
  let response: Response;
  let answer: ErrorAnswer | undefined;
  try {
    response = await (config.fetch ?? fetch)(url, { method: body ? "POST" : "GET", headers: { ...headers, accept: "application/json" }, body, redirect: "manual", signal } as RequestInit);
    // A body that is not JSON is no answer, but one cut off by the signal is a timeout or an abort.
    answer = await response.json().catch(() => signal.throwIfAborted());
  } catch (cause) {
    throw timer.aborted
      ? new TimeoutError(`${call} timed out after ${timeout} ms`)
      : signal.aborted
        ? new AbortError(config.signal!.reason)
        : new ConnectionError(`Could not reach the authorization server: ${describeFailure(call, cause)}`, { cause });
  }
  if (!response.ok) {
    throw new OAuthError(
      response.status < 400 ? "unexpected_redirect" : (answer?.error ?? challenge(response, "error") ?? (response.status >= 500 ? "server_error" : "invalid_request")),
      answer?.error_description ?? challenge(response, "error_description"),
      answer?.error_uri,
      response.status,
    );
  }
  return answer;
}
