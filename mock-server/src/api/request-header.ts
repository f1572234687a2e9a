import type { Context } from "hono";
import type { AppEnv } from "./app-env";

/** A request header by lower-case name, through the transport's lookup when it offers one. */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  return c.env.header ? c.env.header(name) : c.req.header(name);
}
