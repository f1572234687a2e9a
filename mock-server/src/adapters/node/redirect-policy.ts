import { DASHBOARD_PATH } from "../../dashboard/defaults";
import { IDP_PATH } from "../../modules/identity/defaults";
import { SIGNIN_PATH } from "../../modules/identity/pages";
import { ProblemError } from "../../api/problem";
import { jsonNoStore } from "../../modules/oauth/http/oauth-error";

// What the plain-http port (`--http-redirect`) still redirects: a browser's page load, which
// follows a 308 with nothing secret lost. An API client follows it too, but without its
// Authorization header (Fetch drops it on the origin change), so it would see a 401 "send a
// key" after its key had crossed the network in clear; its call is refused instead, by name.
// Pages are listed rather than API paths, so a route added later is refused until it is one.
const PAGES = [DASHBOARD_PATH, "/docs", SIGNIN_PATH, "/oauth/authorize", `${IDP_PATH}/authorize`, "/sso/start", "/sso/callback"];

const isPage = (path: string) => path === "/" || PAGES.some((page) => path === page || path.startsWith(`${page}/`));

/**
 * Whether a request on the plain-http port is a page load to send to https: GET or HEAD of a
 * page, carrying no Authorization. Any other method has sent its body in clear already.
 */
export function redirectsToHttps(method: string | undefined, target: string, hasAuthorization: boolean): boolean {
  if (hasAuthorization || (method !== "GET" && method !== "HEAD")) return false;
  return isPage(target.split("?", 1)[0]!);
}

// Endpoints whose contract (oauth.yaml) answers errors as RFC 6749 §5.2 / RFC 6750 §3.1 JSON, not
// problem+json: an OAuth client reads `error` and `error_description` there, and nothing else.
// /idp/token is not one: its 403 is documented as problem+json (identity.yaml LoopbackOnly).
const OAUTH_ERROR_PATHS = new Set(["/oauth/token", "/oauth/revoke", "/oauth/userinfo"]);
/** oauth.yaml's `OAuthError.error_description` maxLength. */
const DESCRIPTION_MAX = 500;

/** Whether the 403 for this target must take the RFC 6749 error shape. */
export function speaksOAuthErrors(target: string): boolean {
  return OAUTH_ERROR_PATHS.has(target.split("?", 1)[0]!);
}

const WHY = " Its plain-http port sends browsers' page loads to https, and never redirects an API call, which a client would follow without its credentials.";

function httpsRequiredDetail(httpsUrl: string, sentAuthorization: boolean, maxLength = Infinity): string {
  const exposed = sentAuthorization
    ? " The credential in its Authorization header crossed the network unencrypted: on a network others share, revoke it."
    : "";
  const call = `This server takes API calls over https only: call ${httpsUrl}.`;
  // A long allowed host name could push the text past a bound; the explanation goes first, the URL and the warning stay.
  return (call + WHY + exposed).length <= maxLength ? call + WHY + exposed : call + exposed;
}

/** 403 https_required, naming the URL to call; a credential sent is said to have crossed in clear. */
export function httpsRequired(httpsUrl: string, sentAuthorization: boolean): ProblemError {
  return new ProblemError(403, "https_required", httpsRequiredDetail(httpsUrl, sentAuthorization));
}

/**
 * The same refusal in the RFC 6749 shape, for the OAuth endpoints: `invalid_request` (the request
 * is unacceptable as sent) with the same detail, no-store as §5.1 asks of token answers. The URL
 * is named without its query, which a token call never needs and which could hold characters
 * §5.2 bars from `error_description`.
 */
export function httpsRequiredOAuth(httpsUrl: string, sentAuthorization: boolean): Response {
  const url = httpsUrl.split("?", 1)[0]!;
  return jsonNoStore({ error: "invalid_request", error_description: httpsRequiredDetail(url, sentAuthorization, DESCRIPTION_MAX) }, 403);
}
