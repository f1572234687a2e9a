import type { Handler } from "hono";
import type { AppEnv } from "../api/app-env";
import { sandboxQueryInput } from "./sandbox-body";

interface RouteEntry {
  method: string;
  path: string;
}

/**
 * GET /__sandbox/: the sandbox routes the server has (its own and those engine modules add),
 * read from the router itself so the list cannot drift. Their shapes are in sandbox.yaml.
 */
export function sandboxIndex(prefix: string, routes: () => readonly RouteEntry[]): Handler<AppEnv> {
  return (c) => {
    sandboxQueryInput(c, "sandboxIndex");
    const seen = new Set<string>();
    const list = routes()
      .filter((route) => route.method !== "ALL" && route.path.startsWith(`${prefix}/`) && route.path !== `${prefix}/`)
      .map((route) => ({ method: route.method, path: route.path.replace(/:([A-Za-z_]+)/g, "{$1}") }))
      .filter((route) => {
        const key = `${route.method} ${route.path}`;
        return !seen.has(key) && seen.add(key);
      })
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    return c.json({
      description: "Test controls of the reference server; not part of the LPS API. Loopback callers only by default.",
      contract: "sandbox.yaml in the @lps/mock-server package",
      api_reference: "/docs",
      routes: list,
    });
  };
}
