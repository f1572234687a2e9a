import { LPSError } from "../core/errors";
import type { RequestOptions } from "../core/options";
import { APIPromise, type FetchResult, type Page, PagePromise } from "../core/promises";
import type { operations } from "../generated/openapi";
import { describeCall } from "./credentials";
import type { Outgoing, Transport } from "./transport";

type OperationId = keyof operations;
/** The 200 body of an operation, straight from the generated contract types. */
export type Json<Op extends OperationId> = operations[Op]["responses"][200]["content"]["application/json"];
type Item<Op extends OperationId> = Json<Op> extends Page<infer T> ? T : never;

type HeaderValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;
/** Headers as a Headers object, entries or a record; `null` removes a header set before. */
export type HeaderInput = Headers | readonly (readonly [string, string])[] | Record<string, HeaderValue>;
/** How a 2xx body is read: openapi-fetch's `parseAs`. */
export type ParseAs = "json" | "text" | "blob" | "arrayBuffer" | "stream";

export interface Call {
  method: string;
  /** Path below the base URL with its parameters already encoded (see `segment`). */
  path: string;
  query?: object | undefined;
  body?: unknown;
  /** Merged over the client's headers and the call options' `headers`: `raw`'s `params.header`. */
  headers?: HeaderInput | undefined;
  /** Unset for a resource method, whose body is the contract's JSON; `raw` reads as openapi-fetch does. */
  parseAs?: ParseAs | undefined;
}

/** Call options as `raw` takes them: its `headers` may be any HeaderInput. */
export type SendOptions = Omit<RequestOptions, "headers"> & { headers?: HeaderInput | undefined };

/**
 * The call and the path are given as functions, evaluated inside the promise: a path parameter
 * `segment` refuses then rejects the call's promise, as every other failure does, rather than
 * throwing out of the method (which `.catch()` and `Promise.allSettled` would not see).
 */
export interface Api {
  send<T>(call: () => Call, options?: SendOptions): FetchResult<T>;
  one<Op extends OperationId>(call: () => Call, options?: RequestOptions): APIPromise<Json<Op>>;
  /** GETs `path` with `params`; iterating asks for each next page with its cursor. */
  list<Op extends OperationId>(path: () => string, params: { cursor?: string | undefined }, options?: RequestOptions): PagePromise<Item<Op>>;
}

/**
 * One path parameter, percent-encoded. "", "." and ".." are refused: URL parsing, and so fetch,
 * resolves them (in any %2e spelling) as dot segments, so no encoding keeps the call on its path.
 */
export function segment(value: string, name: string): string {
  // From plain JavaScript an id can be anything; `leads/undefined` would answer a puzzling 404.
  if (typeof value !== "string") throw new TypeError(`Invalid ${name}: expected an id string, got ${value === null ? "null" : typeof value}`);
  if (/^\.{0,2}$/.test(value)) throw new TypeError(`Invalid ${name}: "${value}" would address another path`);
  return encodeURIComponent(value);
}

/**
 * Why a 2xx body could not be read, as an LPSError naming the `call`. A body that stalls past the
 * attempt's timeout fails with the transport's TimeoutError already (the deadline's abort reason);
 * a body that is not JSON (a captive portal's or a proxy's page) would otherwise escape as a bare
 * SyntaxError.
 */
const bodyFailure = (call: string, { status }: Response, cause: unknown): never => {
  throw (cause as Error | null)?.name === "SyntaxError" ? new LPSError(`${call} answered ${status} with a body that is not JSON`, { cause }) : cause;
};

/** Lower-case names, as the transport expects; arrays are joined as one field, `null` deletes. */
function mergeHeaders(into: Record<string, string>, headers: HeaderInput | undefined): Record<string, string> {
  if (!headers) return into;
  const entries = headers instanceof Headers || Array.isArray(headers) ? headers : Object.entries(headers);
  for (const [name, value] of entries as Iterable<[string, HeaderValue]>) {
    const key = name.toLowerCase();
    if (value === null) delete into[key];
    else if (value !== undefined) into[key] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return into;
}

/**
 * The query string, serialized as openapi-fetch's default does for the contract's parameters: an
 * array repeats its name (form, exploded), and undefined and null members are left out.
 */
function search(query: object | undefined): string {
  const pairs: string[] = [];
  for (const name in query) {
    const value: unknown = (query as Record<string, unknown>)[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(item)}`);
    }
  }
  return pairs.length ? `?${pairs.join("&")}` : "";
}

/**
 * A 2xx body. `raw` follows openapi-fetch: no data for a 204, a HEAD or an empty body, and the
 * body as `parseAs` asks. A resource method's operation always answers JSON, so an empty body is
 * as wrong as a page of HTML.
 */
function read({ method, parseAs }: Call, response: Response): Promise<unknown> {
  if (!parseAs) return response.json();
  const length = response.headers.get("content-length");
  if (response.status === 204 || method === "HEAD" || (length === "0" && !response.headers.get("transfer-encoding")?.includes("chunked"))) {
    return Promise.resolve(undefined);
  }
  if (parseAs === "json") return response.text().then((text) => (text ? JSON.parse(text) : undefined));
  return response[parseAs as Exclude<ParseAs, "json" | "stream">]();
}

/**
 * The one path from a call to the transport, for the resources and `raw` alike: a URL, a JSON
 * body and plain headers. No Request, Headers or serializer object is built per call: on a
 * loopback round trip that work shows in CPU time (bench/sdk.mjs).
 */
export function createApi(baseUrl: string, defaultHeaders: Record<string, string> | undefined, transport: Transport): Api {
  const shared = mergeHeaders({}, defaultHeaders);
  function dispatch<T>(call: Call, options: SendOptions): FetchResult<T> {
    const { method, path, query, body } = call;
    // The lowest precedence, as in openapi-fetch: a caller's own content-type wins.
    const headers = body === undefined ? { ...shared } : { "content-type": "application/json", ...shared };
    mergeHeaders(mergeHeaders(headers, options.headers), call.headers);
    // JSON.stringify(undefined) is undefined: no body.
    const outgoing: Outgoing = { method, url: baseUrl + path + search(query), headers, body: JSON.stringify(body), options: options as RequestOptions };
    return transport(outgoing).then((response) => {
      // The caller reads a stream: the attempt's timer and signal go on bounding it.
      if (call.parseAs === "stream") return { data: response.body as T, response };
      // Once the body is read, the attempt's timer is freed: left to run, it would keep every
      // finished call's controller alive until its timeout, which costs far more in GC than a clear.
      return read(call, response).then(
        (data) => {
          outgoing.release?.();
          return { data: data as T, response };
        },
        (cause: unknown) => {
          outgoing.release?.();
          return bodyFailure(describeCall(outgoing, outgoing), response, cause);
        },
      );
    });
  }
  // A promise whose executor throws is rejected: the call is built inside one.
  const send = <T>(call: () => Call, options: SendOptions = {}): FetchResult<T> =>
    new Promise<Awaited<FetchResult<T>>>((resolve) => resolve(dispatch<T>(call(), options)));
  return {
    send,
    one: (call, options) => new APIPromise(send(call, options)),
    list: (path, params, options) =>
      new PagePromise((cursor) => send(() => ({ method: "GET", path: path(), query: cursor ? { ...params, cursor } : params }), options)),
  };
}
