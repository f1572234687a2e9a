import createFetchClient from "openapi-fetch";
import type { ClientOptions } from "./core/options";
import type { paths } from "./generated/openapi";
import { createApi } from "./internal/api";
import { resolveConfig } from "./internal/config";
import { fromPending, PendingRequest } from "./internal/pending-request";
import { createTransport } from "./internal/transport";
import { analyticsResource } from "./resources/analytics";
import { leadsResource } from "./resources/leads";
import { propertiesResource } from "./resources/properties";
import type { RawClient } from "./resources/raw-client";
import { webhooksResource } from "./resources/webhooks";

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
    headers: options.headers,
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
