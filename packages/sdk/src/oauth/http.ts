import { ConnectionError, describeFailure } from "../core/errors";
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
 * failure becomes a ConnectionError and a non-2xx answer an OAuthError: `unexpected_redirect` for a
 * 3xx (or a browser's opaque redirect, status 0), whatever its body says; else the server's code
 * (from the body, else from `WWW-Authenticate`), so every helper fails the same typed way.
 */
export async function requestJson(config: OAuthClientConfig, url: string, headers?: Record<string, string>, body?: URLSearchParams): Promise<unknown> {
  checkedUrl(config, url);
  const method = body ? "POST" : "GET";
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, { method, headers: { ...headers, accept: "application/json" }, body, redirect: "manual" } as RequestInit);
  } catch (cause) {
    throw new ConnectionError(`Could not reach the authorization server: ${describeFailure(`${method} ${url}`, cause)}`, { cause });
  }
  const answer = (await response.json().catch(() => undefined)) as ErrorAnswer | undefined;
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
