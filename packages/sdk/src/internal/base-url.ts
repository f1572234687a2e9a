import { LPSError } from "../core/errors";

/**
 * Accepts an origin, `…/v1` or `…/api/v1` (the spec writes both) and returns the address every
 * path is appended to, without a trailing slash. Anything else that is not a plain http(s) URL
 * fails here rather than as a confusing 404 later.
 */
export function normaliseBaseUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new LPSError(`Invalid baseUrl ${JSON.stringify(input)}: expected an absolute http(s) URL such as https://api.lps.example/v1`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash) {
    throw new LPSError(`Invalid baseUrl ${JSON.stringify(input)}: expected http(s) without query or fragment`);
  }
  const path = url.pathname.replace(/\/+$/, "");
  return url.origin + (path.endsWith("/v1") ? path : `${path}/v1`);
}
