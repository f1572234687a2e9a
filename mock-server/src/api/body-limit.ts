import { tooLarge } from "./read-body";
import { requestHeader } from "./request-header";
import type { RequestGuard } from "./request-guards";

/** The sandbox routes that take whole fixtures or state snapshots, tens of megabytes. */
const LARGE_BODY_PATHS = new Set(["/__sandbox/seed", "/__sandbox/state"]);

/**
 * A declared Content-Length over the largest body any route takes is refused (413) before
 * routing, on every route, including those that never read a body (`POST /__sandbox/reset`):
 * Node would otherwise read such a body through to discard it. Each reader still enforces its
 * own, smaller limit while reading, which also covers bodies sent without a length.
 */
export function declaredBodyLimit(bodyLimitBytes: number, largeBodyLimitBytes: number): RequestGuard {
  return (c) => {
    const length = requestHeader(c, "content-length");
    if (length !== undefined) {
      const limit = LARGE_BODY_PATHS.has(c.req.path) ? largeBodyLimitBytes : bodyLimitBytes;
      if (Number(length) > limit) throw tooLarge(limit);
    }
    return undefined;
  };
}
