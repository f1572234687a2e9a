import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import type { EngineContext } from "./engine-context";

/** Routes a host mounts beside the API: pages for people, which embed the demo key. */
export type HostPage = (ctx: EngineContext, demoApiKey: () => string) => Hono<AppEnv>;
export type HostPages = readonly HostPage[];
