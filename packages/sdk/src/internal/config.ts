import { LPSError } from "../core/errors";
import type { ClientOptions, Hooks, Logger } from "../core/options";
import { normaliseBaseUrl } from "./base-url";
import { createDeadlines } from "./deadlines";
import { DEFAULTS, ENV } from "./defaults";

/** Options with every default applied; what the transport reads. */
export interface Config {
  baseUrl: string;
  /** Bearer token for the next attempt; `refused` is the token a 401 just rejected. */
  token: (refused?: string) => string | Promise<string>;
  /** Whether `token` can return anything new after a 401 (an API key cannot). */
  refreshable: boolean;
  fetch: NonNullable<ClientOptions["fetch"]>;
  timeout: number;
  totalTimeout: number;
  maxRetries: number;
  hooks: Required<Hooks>;
  logger: Logger | undefined;
  withTimeout: ReturnType<typeof createDeadlines>;
}

// No `node:` import: browsers and edge runtimes simply have no `process`.
const env = (name: string): string | undefined =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name] || undefined;

export function resolveConfig(options: ClientOptions): Config {
  const { tokenSource, hooks = {} } = options;
  if (options.apiKey && tokenSource) throw new LPSError("Pass either apiKey or tokenSource, not both");
  const apiKey = options.apiKey ?? (tokenSource ? undefined : env(ENV.apiKey));
  if (!apiKey && !tokenSource) {
    throw new LPSError(`No credentials: pass apiKey or tokenSource to createClient, or set ${ENV.apiKey}`);
  }
  return {
    baseUrl: normaliseBaseUrl(options.baseUrl ?? env(ENV.baseUrl) ?? DEFAULTS.baseUrl),
    token: apiKey
      ? () => apiKey
      : typeof tokenSource === "function"
        ? tokenSource
        : (refused) => tokenSource!.getAccessToken(refused),
    refreshable: !apiKey,
    // Looked up per call, not captured, so a fetch stubbed after createClient is still used.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeout: options.timeout ?? DEFAULTS.timeout,
    totalTimeout: options.totalTimeout ?? Infinity,
    maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
    hooks: {
      beforeRequest: hooks.beforeRequest ?? [],
      beforeRetry: hooks.beforeRetry ?? [],
      afterResponse: hooks.afterResponse ?? [],
      beforeError: hooks.beforeError ?? [],
    },
    logger: options.logger,
    withTimeout: createDeadlines(),
  };
}
