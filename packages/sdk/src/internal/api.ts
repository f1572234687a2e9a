import { createQuerySerializer } from "openapi-fetch";
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

export interface Call {
  method: "GET" | "POST" | "DELETE";
  /** Path below the base URL with its parameters already encoded (see `segment`). */
  path: string;
  query?: object;
  body?: unknown;
}

/**
 * The call and the path are given as functions, evaluated inside the promise: a path parameter
 * `segment` refuses then rejects the call's promise, as every other failure does, rather than
 * throwing out of the method (which `.catch()` and `Promise.allSettled` would not see).
 */
export interface Api {
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
export const bodyFailure = (call: string, { status }: Response, cause: unknown): never => {
  throw (cause as Error | null)?.name === "SyntaxError" ? new LPSError(`${call} answered ${status} with a body that is not JSON`, { cause }) : cause;
};

function lowerCaseHeaders(headers: Record<string, string> | undefined, into: Record<string, string> = {}) {
  for (const name in headers) into[name.toLowerCase()] = headers[name]!;
  return into;
}

// openapi-fetch's own serializer, already bundled for `raw`, so a resource method and the same
// call through `raw` send the same query string. It skips undefined and null members.
const serializeQuery = createQuerySerializer();

function search(query: object | undefined): string {
  const text = serializeQuery(query);
  return text ? `?${text}` : "";
}

/**
 * The resources' path to the transport: a URL, a JSON body and plain headers. It skips the
 * Request, Headers and serializer objects a general client builds per call, which would cost
 * more CPU than a loopback round trip can hide (bench/sdk.mjs).
 */
export function createApi(baseUrl: string, defaultHeaders: Record<string, string> | undefined, transport: Transport): Api {
  const shared = lowerCaseHeaders(defaultHeaders);
  function send<T>({ method, path, query, body }: Call, options: RequestOptions = {}): FetchResult<T> {
    const headers = lowerCaseHeaders(options.headers, { ...shared });
    if (body !== undefined) headers["content-type"] = "application/json";
    // JSON.stringify(undefined) is undefined: no body.
    const outgoing: Outgoing = { method, url: baseUrl + path + search(query), headers, body: JSON.stringify(body), options };
    // Once the body is read, the attempt's timer is freed: left to run, it would keep every
    // finished call's controller alive until its timeout, which costs far more in GC than a clear.
    return transport(outgoing).then((response) =>
      response.json().then(
        (data: T) => {
          outgoing.release?.();
          return { data, response };
        },
        (cause: unknown) => {
          outgoing.release?.();
          return bodyFailure(describeCall(outgoing, outgoing), response, cause);
        },
      ),
    );
  }
  // A promise whose executor throws is rejected: the call is built inside one.
  const sent = <T>(call: () => Call, options?: RequestOptions) => new Promise<Awaited<FetchResult<T>>>((resolve) => resolve(send<T>(call(), options)));
  return {
    one: (call, options) => new APIPromise(sent(call, options)),
    list: (path, params, options) =>
      new PagePromise((cursor) => sent(() => ({ method: "GET", path: path(), query: cursor ? { ...params, cursor } : params }), options)),
  };
}
