// `lps.raw`: every path of the contract, typed by openapi-fetch's `Client`, sent on the same path
// as the resource methods (src/internal/api.ts), so both serialize, authenticate, retry and fail
// alike. Only openapi-fetch's types are used; its runtime is not part of the SDK.
import type { Client } from "openapi-fetch";
import type { paths } from "./generated/openapi";
import { type Api, type HeaderInput, type ParseAs, segment, type SendOptions } from "./internal/api";

/** The typed openapi-fetch client, without its middleware API: the client's `hooks` take that role. */
export type RawClient = Omit<Client<paths, "application/json">, "use" | "eject">;

/** What `raw` takes of openapi-fetch's init, besides the RequestOptions (signal, timeout, …). */
interface RawInit extends SendOptions {
  params?: { path?: Record<string, string>; query?: object; header?: HeaderInput } | undefined;
  body?: unknown;
  parseAs?: ParseAs | undefined;
}

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;
/** A `{name}` template expression in a contract path. */
const PATH_PARAMETER = /\{([^{}]+)\}/g;

/** `raw` on `api`: openapi-fetch's `request` and its method shortcuts, each resolving to `{ data, response }`. */
export function rawClient(api: Api): RawClient {
  const request = (method: string, path: string, init: RawInit = {}) => {
    const { params = {}, body, parseAs = "json", ...options } = init;
    return api.send(
      () => ({
        method: method.toUpperCase(),
        // Each parameter meets the resources' check: "", "." and ".." would address another path.
        path: path.replace(PATH_PARAMETER, (_, name: string) => segment(params.path?.[name] as string, name)),
        query: params.query,
        body,
        headers: params.header,
        parseAs,
      }),
      options,
    );
  };
  const raw: Record<string, unknown> = { request };
  for (const method of METHODS) raw[method] = (path: string, init?: RawInit) => request(method, path, init);
  return raw as unknown as RawClient;
}
