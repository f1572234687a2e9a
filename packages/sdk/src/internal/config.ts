import { LPSError } from "../core/errors";
import type { ClientOptions, Hooks, Logger } from "../core/options";
import { type Credentials, isRemotePlainHttp, resolveCredentials } from "./credentials";

/** Every default the client applies, in one place so docs/sdk.md and the code cannot drift apart. */
export const DEFAULTS = {
  baseUrl: "https://api.lps.example/v1",
  /** Per attempt, until the response headers arrive. */
  timeout: 60_000,
  maxRetries: 2,
  /** First backoff ceiling; it doubles per retry (0.5 s, 1 s, 2 s, …). */
  retryBaseDelay: 500,
  retryMaxDelay: 8_000,
  /** A server asking for a longer wait (Retry-After, RateLimit reset) ends the retries at once. */
  maxServerDelay: 60_000,
} as const;

/** Environment variables read when `process.env` exists (Node, Deno, Bun). */
export const ENV = { apiKey: "LPS_API_KEY", baseUrl: "LPS_BASE_URL" } as const;

/** Options with every default applied; what the transport reads. */
export interface Config extends Credentials {
  baseUrl: string;
  /** The base URL is remote plain http and the caller did not opt out: every call throws. */
  insecure: boolean;
  /** The opt-out, for a URL a beforeRequest hook substitutes. */
  allowInsecureHttp?: boolean | undefined;
  /** The caller's fetch; without one the platform's, looked up per call. */
  fetch?: ClientOptions["fetch"];
  timeout: number;
  totalTimeout: number;
  maxRetries: number;
  hooks: { [Name in keyof Hooks]-?: NonNullable<Hooks[Name]> };
  logger?: Logger | undefined;
}

// No `node:` import: browsers and edge runtimes simply have no `process`.
const env = (name: string): string | undefined =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name] || undefined;

/** A timeout setTimeout can keep: NaN, 0 or less, or 2^31 ms and more would fire within 1 ms. */
export const isDelay = (ms: number) => ms > 0 && ms < 2 ** 31;
/** A retry count: a negative, fractional or endless one retries never, once too often or forever. */
export const isCount = (count: number) => count >= 0 && count % 1 == 0;

/** `value`, if `valid`: a bad number fails where it is given rather than as every call's error. */
export function checked(name: string, value: number, valid: (value: number) => boolean): number {
  if (!valid(value)) throw new TypeError(`Invalid ${name}: ${value}`);
  return value;
}

export function resolveConfig(options: ClientOptions): Config {
  const { hooks = {} } = options;
  const credentials = resolveCredentials(options, () => env(ENV.apiKey), ENV.apiKey);
  const baseUrl = normaliseBaseUrl(options.baseUrl ?? env(ENV.baseUrl) ?? DEFAULTS.baseUrl);
  // The options as given (allowInsecureHttp, fetch, logger, …), then every member that is resolved.
  return {
    ...options,
    ...credentials,
    baseUrl,
    insecure: !options.allowInsecureHttp && isRemotePlainHttp(baseUrl),
    timeout: checked("timeout", options.timeout ?? DEFAULTS.timeout, isDelay),
    // Checked against the clock, not by setTimeout: any length above 0 works, Infinity included.
    totalTimeout: checked("totalTimeout", options.totalTimeout ?? Infinity, (ms) => ms > 0),
    maxRetries: checked("maxRetries", options.maxRetries ?? DEFAULTS.maxRetries, isCount),
    hooks: {
      beforeRequest: hooks.beforeRequest ?? [],
      beforeRetry: hooks.beforeRetry ?? [],
      afterResponse: hooks.afterResponse ?? [],
      beforeError: hooks.beforeError ?? [],
    },
  };
}

/**
 * Accepts an origin, `…/v1` or `…/api/v1` (the spec writes both) and returns the address every
 * path is appended to, without a trailing slash. Anything else that is not a plain http(s) URL
 * fails here rather than as a confusing 404 later.
 */
export function normaliseBaseUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new LPSError(`Invalid baseUrl ${JSON.stringify(input)}: expected an absolute http(s) URL such as https://api.lps.example/v1`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash) {
    throw new LPSError(`Invalid baseUrl ${JSON.stringify(input)}: expected http(s) without query or fragment`);
  }
  const path = url.pathname.replace(/\/+$/, "");
  // `…/v2` would become `…/v2/v1/leads`: this SDK speaks v1 only.
  const version = /\/v\d+$/.exec(path)?.[0];
  if (version && version !== "/v1") throw new LPSError(`Invalid baseUrl ${JSON.stringify(input)}: this SDK speaks /v1 of the API, not ${version}`);
  return url.origin + (version ? path : `${path}/v1`);
}
