import { AbortError, ConnectionError, LPSError, TimeoutError } from "../core/errors";
import type { Config } from "./config";
import type { PendingInit } from "./pending-request";
import { attemptSignal } from "./signals";

export interface AttemptResult {
  /** Built only when a hook needs one; otherwise fetch gets the URL and init directly. */
  request: Request | undefined;
  response?: Response;
  error?: LPSError;
}

/** One round trip: beforeRequest hooks, fetch bounded by `timeoutMs`, afterResponse hooks. */
export async function attempt(
  config: Config,
  url: string,
  init: PendingInit,
  attempt: number,
  timeoutMs: number,
): Promise<AttemptResult> {
  const { hooks } = config;
  const context = { attempt };
  const timer = attemptSignal(timeoutMs, init.signal ?? undefined);
  const requestInit: RequestInit = { method: init.method, headers: init.headers, body: init.body, signal: timer.signal };
  let request = hooks.beforeRequest.length + hooks.afterResponse.length + hooks.beforeRetry.length
    ? new Request(url, requestInit)
    : undefined;
  let response: Response | undefined;
  try {
    for (const hook of hooks.beforeRequest) {
      const replaced = await hook(request!, context);
      if (replaced instanceof Response) {
        response = replaced;
        break;
      }
      if (replaced) request = replaced;
    }
    try {
      response ??= await (request ? config.fetch(request) : config.fetch(url, requestInit));
    } catch (cause) {
      const error = init.signal?.aborted
        ? new AbortError(init.signal.reason)
        : timer.timedOut()
          ? new TimeoutError(`Request timed out after ${timeoutMs} ms`)
          : new ConnectionError(undefined, { cause });
      return { request, error };
    }
  } finally {
    timer.clear();
  }
  for (const hook of hooks.afterResponse) response = (await hook(request!, response, context)) ?? response;
  return { request, response };
}
