import createFetchClient, { defaultPathSerializer } from "openapi-fetch";
import type { ClientOptions, RequestOptions } from "./core/options";
import type { paths } from "./generated/openapi";
import { bodyFailure, createApi, segment } from "./internal/api";
import { describeCall } from "./internal/credentials";
import { resolveConfig } from "./internal/config";
import { createTransport, type Outgoing, type Transport } from "./internal/transport";
import { analyticsResource, leadsResource, propertiesResource, webhooksResource, type RawClient } from "./resources";

/**
 * A client for the LPS API. Resource methods resolve to data and throw typed errors; `raw` is the
 * openapi-fetch client over every path, on the same transport (credentials, retries, hooks).
 */
export function createClient(options: ClientOptions = {}) {
  const config = resolveConfig(options);
  const transport = createTransport(config);
  const api = createApi(config.baseUrl, options.headers, transport);
  return {
    raw: rawClient(config.baseUrl, options.headers, transport),
    leads: leadsResource(api),
    properties: propertiesResource(api),
    analytics: analyticsResource(api),
    webhooks: webhooksResource(api),
  };
}

export type LPSClient = ReturnType<typeof createClient>;

/**
 * openapi-fetch on the transport. Each call gets a `fetch` of its own that notes what was sent and
 * what answered: openapi-fetch parses a 2xx body itself, and one that is not JSON then fails as a
 * resource method's does (an LPSError naming the call), not with openapi-fetch's bare SyntaxError.
 */
function rawClient(baseUrl: string, headers: Record<string, string> | undefined, transport: Transport): RawClient {
  const client = createFetchClient<paths>({
    baseUrl,
    headers: headers ?? {},
    // Each path parameter meets the resources' check first: openapi-fetch would send "..", "." and "" as they are.
    pathSerializer: (path, params) => {
      for (const name in params) segment(params[name] as string, name);
      return defaultPathSerializer(path, params);
    },
    // openapi-fetch hands what this builds to each call's `fetch` below: see PendingRequest.
    Request: PendingRequest as unknown as typeof Request,
  });
  const call = (method: string, path: string, init?: object) => {
    let outgoing: Outgoing;
    let answer: Response | undefined;
    const fetch = (pending: Outgoing) => transport((outgoing = pending)).then((response) => (answer = response));
    // The typed signature is `raw`'s own: this forwards whatever it was given.
    return client.request(method as "get", path as never, { ...init, fetch } as never).catch((cause: unknown) => {
      // Only an answered call has a body to parse; what fails before the answer is already the SDK's.
      if (answer) bodyFailure(describeCall(outgoing, outgoing), answer, cause);
      throw cause;
    });
  };
  const raw: Record<string, unknown> = { request: call };
  // openapi-fetch's method shortcuts are its upper-case members (GET … TRACE); `use` and `eject` stay out.
  for (const method in client) if (method < "a") raw[method] = (path: string, init?: object) => call(method, path, init);
  return raw as unknown as RawClient;
}

type PendingInit = Omit<RequestInit, "headers" | "body"> & Omit<RequestOptions, "headers"> & { method: string; headers: Headers; body?: string };

/**
 * What openapi-fetch builds in place of a Request (its `Request` option, called with `new`, which
 * returns the object a function returns): the call as the transport takes it. No Request is built
 * only to be taken apart again; the transport makes its own.
 */
function PendingRequest(url: string, { method, headers, body, signal, ...options }: PendingInit): Outgoing {
  return { method, url, headers: Object.fromEntries(headers), body, options: { ...options, signal: signal ?? undefined } };
}
