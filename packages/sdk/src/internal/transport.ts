import { AbortError, type APIError, errorFromResponse, isAbortError, isLPSError, type LPSError, TimeoutError } from "../core/errors";
import { attempt } from "./attempt";
import type { Config } from "./config";
import type { Outgoing, Transport } from "./outgoing";
import { redactHeaders, redactUrl } from "./redact";
import { isRetryableStatus, retryDelayMs } from "./retry-timing";
import { sleep } from "./sleep";

// randomUUID only exists in secure contexts; a plain-http page still needs a unique key.
const newIdempotencyKey = (): string =>
  crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

async function readProblem(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/**
 * Sends one call: credentials, idempotency key, timeouts, retries, hooks and logging. Every
 * non-2xx answer is thrown as a typed error, so callers only ever see successful responses.
 */
export function createTransport(config: Config): Transport {
  return async (outgoing) => {
    try {
      return await send(config, outgoing);
    } catch (error) {
      if (!isLPSError(error)) throw error;
      let final: LPSError = error;
      for (const hook of config.hooks.beforeError) final = await hook(final);
      throw final;
    }
  };
}

async function send(config: Config, outgoing: Outgoing): Promise<Response> {
  const { method, headers, options } = outgoing;
  const { signal } = options;
  const maxRetries = options.maxRetries ?? config.maxRetries;
  const deadline = Date.now() + config.totalTimeout;
  const log = config.logger && { method, url: redactUrl(outgoing.url) };
  // One key for every attempt of this call: that is what makes retrying a POST safe.
  if (method === "POST") headers["idempotency-key"] ??= options.idempotencyKey ?? newIdempotencyKey();
  let refreshedToken: string | undefined;
  for (let attemptNo = 0, retry = 0; ; attemptNo++) {
    if (signal?.aborted) throw new AbortError(signal.reason);
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new TimeoutError(`Request exceeded totalTimeout of ${config.totalTimeout} ms`);
    // Asked again per attempt: a token manager may have refreshed during the backoff wait. An API
    // key comes back synchronously and skips the await.
    const next = refreshedToken ?? config.token();
    const token = typeof next === "string" ? next : await next;
    headers.authorization = `Bearer ${token}`;
    if (log) config.logger!.debug("lps request", { ...log, attempt: attemptNo, headers: redactHeaders(headers) });

    const { request, response, error } = await attempt(config, outgoing, attemptNo, Math.min(options.timeout ?? config.timeout, remaining));
    if (response?.ok) {
      if (log) config.logger!.debug("lps response", { ...log, attempt: attemptNo, status: response.status, requestId: response.headers.get("x-request-id") });
      return response;
    }
    const failure = error ?? errorFromResponse(response!, await readProblem(response!));

    // One refresh per call: the token source says whether it has anything newer than the refused token.
    if (response?.status === 401 && config.refreshable && !refreshedToken) {
      refreshedToken = await config.token(token);
      if (refreshedToken !== token) continue;
    }
    const retryable = retry < maxRetries && (response ? isRetryableStatus(response.status, (failure as APIError).code) : !isAbortError(failure));
    const delay = retryable ? retryDelayMs(retry, response, Date.now()) : undefined;
    if (delay === undefined || Date.now() + delay >= deadline) throw failure;
    if (log) config.logger!.warn("lps retry", { ...log, attempt: attemptNo, delay, reason: failure.message });
    await sleep(delay, signal);
    retry++;
    for (const hook of config.hooks.beforeRetry) await hook({ request: request!, error: failure, attempt: attemptNo + 1, delay });
  }
}
