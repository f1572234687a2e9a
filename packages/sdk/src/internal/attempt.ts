import { AbortError, ConnectionError, isTimeoutError, type LPSError } from "../core/errors";
import type { Config } from "./config";
import type { Outgoing } from "./outgoing";

export interface AttemptResult {
  /** Built only when a hook needs one; otherwise fetch gets the URL and init directly. */
  request: Request | undefined;
  response?: Response;
  error?: LPSError;
}

/** One round trip: beforeRequest hooks, fetch bounded by `timeoutMs`, afterResponse hooks. */
export async function attempt(config: Config, outgoing: Outgoing, attempt: number, timeoutMs: number): Promise<AttemptResult> {
  const { hooks } = config;
  const { signal } = outgoing.options;
  const context = { attempt };
  const init: RequestInit = { method: outgoing.method, headers: outgoing.headers };
  // Only members that carry something: fetch does less work for absent ones.
  if (outgoing.body !== undefined) init.body = outgoing.body;
  if (signal) init.signal = signal;
  let request = hooks.beforeRequest.length + hooks.afterResponse.length + hooks.beforeRetry.length
    ? new Request(outgoing.url, init)
    : undefined;
  let response: Response | undefined;
  for (const hook of hooks.beforeRequest) {
    const replaced = await hook(request!, context);
    if (replaced instanceof Response) {
      response = replaced;
      break;
    }
    if (replaced) request = replaced;
  }
  try {
    response ??= await config.withTimeout(request ? config.fetch(request) : config.fetch(outgoing.url, init), timeoutMs);
  } catch (cause) {
    const error = isTimeoutError(cause)
      ? cause
      : signal?.aborted
        ? new AbortError(signal.reason)
        : new ConnectionError(undefined, { cause });
    return { request, error };
  }
  for (const hook of hooks.afterResponse) response = (await hook(request!, response, context)) ?? response;
  return { request, response };
}
