import type { EngineModule } from "../../engine/engine-types";
import type { AppEnv } from "../../api/app-env";
import { ProblemError } from "../../api/problem";
import { routedApp } from "../../api/routers";

// Where the Node server mounts the OAuth server, sign-in and their sandbox routes.
const SERVER_ONLY = [
  "/oauth/*",
  "/.well-known/*",
  "/idp/*",
  "/sso/*",
  "/signin",
  "/session",
  "/logout",
  "/__sandbox/oauth-clients",
  "/__sandbox/oauth-clients/*",
  "/__sandbox/idp/*",
  "/__sandbox/organizations/:id/users",
  "/__sandbox/organizations/:id/users/*",
];

const DETAIL =
  "The browser build of the MSW handlers serves no OAuth server and no sign-in: a Service Worker never " +
  "sees page navigations (authorization, sign-in) and cannot set cookies, so their flows cannot run " +
  "in it. Run `npx lps-mock`, or use the handlers in Node (msw/node), where they are served.";

/**
 * Stands in for the OAuth server and sign-in in the browser build: their paths answer a 404 that
 * says why and where they are served, instead of a bare "no route". Leaving them out keeps jose
 * and about 28 KB (min+gzip) out of every dev page that loads the handlers.
 */
export const serverOnlyNotice: EngineModule = {
  name: "server-only-notice",
  setup() {
    const routes = routedApp<AppEnv>();
    for (const path of SERVER_ONLY) {
      routes.all(path, (c) => {
        throw new ProblemError(404, "route_not_found", `${c.req.method} ${c.req.path}: ${DETAIL}`);
      });
    }
    return { routes };
  },
};
