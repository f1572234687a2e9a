/**
 * Path prefixes the engine serves; without an explicit origin, only these are intercepted. Typed
 * as a plain list: TypeScript reads the Node build's declarations even where a bundler picks the
 * browser build, whose list is shorter.
 */
export const ENGINE_PATH_PREFIXES: readonly string[] = ["/v1", "/api/v1", "/oauth", "/.well-known", "/__sandbox", "/openapi.yaml", "/healthz"];

/**
 * Decides which requests the handlers answer. With origins, everything sent to them (so an
 * unknown route gets the engine's 404); without, any origin but only the paths the engine serves
 * (`prefixes`: the browser build serves fewer), so the app's other requests pass through.
 */
export function createRequestFilter(origin?: string | readonly string[], prefixes: readonly string[] = ENGINE_PATH_PREFIXES): (url: URL) => boolean {
  if (origin === undefined) return (url) => servesPath(url.pathname, prefixes);
  const origins = new Set((typeof origin === "string" ? [origin] : origin).map((o) => new URL(o).origin));
  return (url) => origins.has(url.origin);
}

function servesPath(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
