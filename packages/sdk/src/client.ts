import createFetchClient, { defaultPathSerializer } from "openapi-fetch";
import type { ClientOptions, RequestOptions } from "./core/options";
import type { paths } from "./generated/openapi";
import { createApi, segment } from "./internal/api";
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
  const raw: RawClient = createFetchClient<paths>({
    baseUrl: config.baseUrl,
    headers: options.headers ?? {},
    // Each path parameter meets the resources' check first: openapi-fetch would send "..", "." and "" as they are.
    pathSerializer: (path, params) => {
      for (const name in params) segment(params[name] as string, name);
      return defaultPathSerializer(path, params);
    },
    // openapi-fetch hands these two each other's shapes: see PendingRequest.
    Request: PendingRequest as unknown as typeof Request,
    fetch: fromPending(transport) as unknown as (input: Request) => Promise<Response>,
  });
  return {
    raw,
    leads: leadsResource(api),
    properties: propertiesResource(api),
    analytics: analyticsResource(api),
    webhooks: webhooksResource(api),
  };
}

export type LPSClient = ReturnType<typeof createClient>;

type PendingInit = Omit<RequestInit, "headers" | "body"> & Omit<RequestOptions, "headers"> & { method: string; headers: Headers; body?: string };

/**
 * What openapi-fetch builds in place of a Request (its `Request` option): the URL and init it
 * computed. No Request is built only to be taken apart again; the transport makes its own.
 */
class PendingRequest {
  readonly method: string;

  constructor(
    readonly url: string,
    readonly init: PendingInit,
  ) {
    this.method = init.method;
  }
}

/** The `fetch` given to openapi-fetch, so `raw` shares the transport with the resources. */
const fromPending =
  (transport: Transport) =>
  ({ url, init }: PendingRequest): Promise<Response> => {
    const { method, headers, body, signal, ...options } = init;
    const outgoing: Outgoing = { method, url, headers: Object.fromEntries(headers), body, options: { ...options, signal: signal ?? undefined } };
    return transport(outgoing);
  };
