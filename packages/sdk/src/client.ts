import createFetchClient from "openapi-fetch";
import type { ClientOptions } from "./core/options";
import type { paths } from "./generated/openapi";
import { resolveConfig } from "./internal/config";
import { PendingRequest } from "./internal/pending-request";
import { createTransport } from "./internal/transport";
import { analyticsResource } from "./resources/analytics";
import { leadsResource } from "./resources/leads";
import { propertiesResource } from "./resources/properties";
import type { RawClient } from "./resources/raw-client";
import { webhooksResource } from "./resources/webhooks";

/**
 * A client for the LPS API. Resource methods resolve to data and throw typed errors; `raw` is the
 * openapi-fetch client over every path, sharing the same credentials, retries and hooks.
 */
export function createClient(options: ClientOptions = {}) {
  const config = resolveConfig(options);
  const raw: RawClient = createFetchClient<paths>({
    baseUrl: config.baseUrl,
    headers: options.headers,
    // openapi-fetch hands these two each other's shapes: see PendingRequest.
    Request: PendingRequest as unknown as typeof Request,
    fetch: createTransport(config) as unknown as (input: Request) => Promise<Response>,
  });
  return {
    raw,
    leads: leadsResource(raw),
    properties: propertiesResource(raw),
    analytics: analyticsResource(raw),
    webhooks: webhooksResource(raw),
  };
}

export type LPSClient = ReturnType<typeof createClient>;
