import type { Env } from "hono";
import { HonoBase } from "hono/hono-base";
import type { Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";
import type { H, RouterRoute } from "hono/types";

/** What matches a request to its handlers; a host picks it (`EngineSurfaces.router`). */
export type AppRouter = Router<[H, RouterRoute]>;

/**
 * Hono's default: RegExpRouter, which compiles every route into one expression, with TrieRouter
 * for the patterns it cannot take. The Node hosts use it: it matches fastest among the engine's
 * hundred or so routes.
 */
export const fastRouter = (): AppRouter => new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });

/**
 * TrieRouter alone: the browser build of the MSW handlers uses it, which keeps 1.9 KB (min+gzip)
 * of RegExpRouter out of every dev page; a page makes too few requests to feel the slower match.
 * Not Hono's smaller PatternRouter: it answers `GET /v1/properties/` as if the slash were not
 * there, where the other two answer 404 (test/http/routers.test.ts holds the two routers equal).
 */
export const smallRouter = (): AppRouter => new TrieRouter();

/**
 * An app matching requests with `router`. Route groups that an app mounts with `app.route()`
 * take the default: mounting copies their routes into the app's own router, so theirs never
 * matches a request.
 */
export function routedApp<E extends Env>(router: AppRouter = smallRouter()): HonoBase<E> {
  return new HonoBase<E>({ router });
}
