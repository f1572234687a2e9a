import { DASHBOARD_PATH } from "../dashboard/defaults";
import { IDP_PATH } from "../identity/defaults";
import { SIGNIN_PATH } from "../identity/pages";
import { ProblemError } from "../http/problem";

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

/** 403 https_required, naming the URL to call; a credential sent is said to have crossed in clear. */
export function httpsRequired(httpsUrl: string, sentAuthorization: boolean): ProblemError {
  const exposed = sentAuthorization
    ? " The credential in its Authorization header crossed the network unencrypted: on a network others share, revoke it."
    : "";
  return new ProblemError(
    403,
    "https_required",
    `This server takes API calls over https only: call ${httpsUrl}. Its plain-http port sends browsers' page loads to https, and never redirects an API call, which a client would follow without its credentials.${exposed}`,
  );
}
