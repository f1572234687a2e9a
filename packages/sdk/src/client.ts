import type { ClientOptions } from "./core/options";
import { createApi } from "./internal/api";
import { resolveConfig } from "./internal/config";
import { createTransport } from "./internal/transport";
import { rawClient } from "./raw";
import { analyticsResource, leadsResource, propertiesResource, webhooksResource } from "./resources";

/**
 * A client for the LPS API. Resource methods resolve to data and throw typed errors; `raw` is typed
 * over every path as openapi-fetch's client is. Both send through one path: credentials, retries,
 * hooks and logging.
 */
export function createClient(options: ClientOptions = {}) {
  const config = resolveConfig(options);
  const api = createApi(config.baseUrl, options.headers, createTransport(config));
  return {
    raw: rawClient(api),
    leads: leadsResource(api),
    properties: propertiesResource(api),
    analytics: analyticsResource(api),
    webhooks: webhooksResource(api),
  };
}

export type LPSClient = ReturnType<typeof createClient>;
