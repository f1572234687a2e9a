import type { LPSError } from "./errors";

/**
 * Where bearer tokens come from when not using an API key: an OAuth token manager from
 * `@lps/sdk/oauth`, or any function. After a 401 it is called again with the refused token and
 * should return a fresher one; the request is then retried once.
 */
export type TokenSource =
  | ((refused?: string) => string | Promise<string>)
  | { getAccessToken(refused?: string): Promise<string> };

/** Anything shaped like `console` will do. Every record passes through credential redaction first. */
export interface Logger {
  debug(message: string, details: Record<string, unknown>): void;
  warn(message: string, details: Record<string, unknown>): void;
}

export interface HookContext {
  /** 0 for the first attempt, then 1, 2, … */
  attempt: number;
}

/** ky-style hooks, run in array order; each may be async. */
export interface Hooks {
  /** Before every attempt, after credentials are set. Return a Request to send it instead, or a Response to skip the network. */
  beforeRequest?: Array<(request: Request, context: HookContext) => Request | Response | void | Promise<Request | Response | void>> | undefined;
  /** After the backoff wait, right before a retry. Throw to stop retrying. */
  beforeRetry?: Array<(context: HookContext & { request: Request; error: LPSError; delay: number }) => void | Promise<void>> | undefined;
  /** After every attempt that got an answer, retried ones included. Return a Response to replace it. */
  afterResponse?: Array<(request: Request, response: Response, context: HookContext) => Response | void | Promise<Response | void>> | undefined;
  /** Before any error is thrown to the caller. Return the error to throw (the same one or another). */
  beforeError?: Array<(error: LPSError) => LPSError | Promise<LPSError>> | undefined;
}

export interface ClientOptions {
  /** Bearer API key (`lps_sk_…`). Defaults to `LPS_API_KEY` where `process.env` exists. */
  apiKey?: string | undefined;
  /** OAuth access tokens instead of an API key. */
  tokenSource?: TokenSource | undefined;
  /** An origin, `…/v1` or `…/api/v1`. Defaults to `LPS_BASE_URL`, then `https://api.lps.example/v1`. */
  baseUrl?: string | undefined;
  /**
   * Send credentials over plain http to a host that is not loopback. Off by default: such a call
   * throws InsecureTransportError. Only for a private network behind TLS termination.
   */
  allowInsecureHttp?: boolean | undefined;
  /** Milliseconds per attempt; the attempt's request is aborted when they pass. Default 60 000. */
  timeout?: number | undefined;
  /** Milliseconds for the whole call, retries and waits included. No limit by default. */
  totalTimeout?: number | undefined;
  /** Retries after the first attempt. Default 2. */
  maxRetries?: number | undefined;
  /** Replaces the global `fetch` (tests, proxies, instrumentation). */
  fetch?: ((input: string | URL | Request, init?: RequestInit) => Promise<Response>) | undefined;
  /** Sent with every request. */
  headers?: Record<string, string> | undefined;
  hooks?: Hooks | undefined;
  logger?: Logger | undefined;
}

/** Per-call options, accepted as the last argument of every resource method. */
export interface RequestOptions {
  signal?: AbortSignal | undefined;
  timeout?: number | undefined;
  maxRetries?: number | undefined;
  headers?: Record<string, string> | undefined;
  /** For POSTs and DELETEs: replaces the generated `Idempotency-Key`, e.g. to make a retry across processes safe. */
  idempotencyKey?: string | undefined;
}
