import { AbortError, type APIError, ConnectionError, describeFailure, InsecureTransportError, errorFromResponse, isAbortError, isLPSError, type LPSError, TimeoutError } from "../core/errors";
import type { RequestOptions } from "../core/options";
import { type Config, checked, isCount, isDelay } from "./config";
import { assertSecureTransport, describeCall, redactHeaders, redactUrl } from "./credentials";
import { isRetryableStatus, retryDelayMs } from "./retry-timing";

/** One call as the transport sees it, before credentials and retries. */
export interface Outgoing {
  method: string;
  url: string;
  /** Lower-case names, so checks such as "has the caller set an Idempotency-Key" are exact. */
  headers: Record<string, string>;
  /** Serialized once; every attempt sends it anew, since a string body is never consumed. */
  body: string | undefined;
  options: RequestOptions;
  /** Set by the transport on success: frees the attempt's timeout once the body has been read. */
  release?: () => void;
}

export type Transport = (outgoing: Outgoing) => Promise<Response>;

// randomUUID only exists in secure contexts; a plain-http page still needs a unique key.
const newIdempotencyKey = (): string =>
  crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

// A problem body that is not JSON (a proxy's error page) still gives the status its typed error.
const readProblem = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

/**
 * Sends one call: credentials, idempotency key, timeouts, retries, hooks and logging. Every
 * non-2xx answer is thrown as a typed error, so callers only ever see successful responses.
 */
export function createTransport(config: Config): Transport {
  const { beforeError } = config.hooks;
  // Without beforeError hooks a call is `send` itself: one async frame fewer on the hot path.
  return (outgoing) =>
    beforeError.length
      ? send(config, outgoing).catch(async (error: unknown) => {
          if (!isLPSError(error)) throw error;
          let final = error;
          for (const hook of beforeError) final = await hook(final);
          throw final;
        })
      : send(config, outgoing);
}

async function send(config: Config, outgoing: Outgoing): Promise<Response> {
  // Before the token is even asked for: a token source may itself call the network.
  if (config.insecure) throw new InsecureTransportError(config.baseUrl, "createClient");
  const { method, headers, options } = outgoing;
  const { signal } = options;
  const { hooks } = config;
  const maxRetries = checked("maxRetries", options.maxRetries ?? config.maxRetries, isCount);
  const timeout = checked("timeout", options.timeout ?? config.timeout, isDelay);
  const deadline = Date.now() + config.totalTimeout;
  const log = config.logger && { method, url: redactUrl(outgoing.url) };
  // One key for every attempt of this call: that is what makes retrying a POST safe, and a DELETE
  // whose answer was lost come back as that answer, not as a 404. The API's methods besides GET
  // are POST and DELETE.
  if (method !== "GET") headers["idempotency-key"] ??= options.idempotencyKey ?? newIdempotencyKey();
  let refreshedToken: string | undefined;
  // Asked again per attempt: a token manager may have refreshed during the backoff wait. An API
  // key comes back synchronously and skips the await.
  const nextToken = (refused?: string) => tokenWithin(config.token(refused), outgoing, Math.min(timeout, deadline - Date.now()));
  for (let attemptNo = 0, retry = 0; ; attemptNo++) {
    if (signal?.aborted) throw new AbortError(signal.reason);
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new TimeoutError(`${describeCall(outgoing, outgoing)} exceeded totalTimeout of ${config.totalTimeout} ms`);
    const token = refreshedToken ?? (await nextToken());
    headers.authorization = `Bearer ${token}`;
    if (log) config.logger!.debug("lps request", { ...log, attempt: attemptNo, headers: redactHeaders(headers) });

    const timeoutMs = Math.min(timeout, remaining);
    let request: Request | undefined;
    let response: Response | undefined;
    let error: LPSError | undefined;
    if (hooks.beforeRequest.length + hooks.afterResponse.length) ({ request, response, error } = await attempt(config, outgoing, attemptNo, timeoutMs));
    else {
      try {
        response = await fetchWithin(config, outgoing, undefined, timeoutMs);
      } catch (caught) {
        error = caught as LPSError;
      }
    }
    // Every answer, refused ones included: a failing call's status and request id matter most.
    if (log && response) config.logger!.debug("lps response", { ...log, attempt: attemptNo, status: response.status, requestId: response.headers.get("x-request-id") });
    if (response?.ok) return response;
    const failure = error ?? errorFromResponse(response!, await readProblem(response!));
    // The refused answer's body has been read, so its timer can go.
    outgoing.release?.();

    // One refresh per call: the token source says whether it has anything newer than the refused token.
    if (response?.status === 401 && config.refreshable && !refreshedToken) {
      refreshedToken = await nextToken(token);
      if (refreshedToken !== token) continue;
    }
    const retryable = retry < maxRetries && (response ? isRetryableStatus(response.status, (failure as APIError).code) : !isAbortError(failure));
    const delay = retryable ? retryDelayMs(retry, response, Date.now()) : undefined;
    if (delay === undefined || Date.now() + delay >= deadline) throw failure;
    if (log) config.logger!.warn("lps retry", { ...log, attempt: attemptNo, delay, reason: failure.message });
    await sleep(delay, signal);
    retry++;
    // The attempt's Request exists only if hooks ran; beforeRetry alone gets one built here.
    for (const hook of hooks.beforeRetry) await hook({ request: (request ??= new Request(outgoing.url, requestInit(outgoing))), error: failure, attempt: attemptNo + 1, delay });
  }
}

/**
 * The token `next` resolves to, bounded as an attempt is (timeout, totalTimeout, the caller's
 * signal): a token manager whose refresh stalls would otherwise hang every call waiting on it. The
 * wait is abandoned, not the refresh, which runs on for the calls after; a token source's own
 * failure reaches the caller as it is.
 */
function tokenWithin(next: string | Promise<string>, outgoing: Outgoing, timeoutMs: number): string | Promise<string> {
  if (typeof next === "string") return next;
  const deadline = deadlineSignal(timeoutMs, outgoing.options.signal, () => `${describeCall(outgoing, outgoing)}: tokenSource`);
  // Rejects with the deadline's reason: the TimeoutError or AbortError.
  return settleBy(next, deadline.signal).finally(deadline.clear);
}

/** What fetch is given; only members that carry something, since fetch does less work for absent ones. */
function requestInit({ method, headers, body }: Outgoing, signal?: AbortSignal): RequestInit {
  // Never follow a redirect: fetch drops Authorization on another origin but replays a 307/308
  // body to wherever Location points, plain http included. The 3xx (in a browser an opaque
  // redirect, status 0) is then an APIError like any answer outside 2xx.
  const init: RequestInit = { method, headers, redirect: "manual" };
  if (body !== undefined) init.body = body;
  if (signal) init.signal = signal;
  return init;
}

interface AttemptResult {
  request: Request;
  response?: Response;
  error?: LPSError;
}

/** One round trip with hooks: beforeRequest hooks, fetch bounded by `timeoutMs`, afterResponse hooks. */
async function attempt(config: Config, outgoing: Outgoing, attempt: number, timeoutMs: number): Promise<AttemptResult> {
  const { hooks } = config;
  const context = { attempt };
  let request = new Request(outgoing.url, requestInit(outgoing));
  let response: Response | undefined;
  for (const hook of hooks.beforeRequest) {
    const replaced = await hook(request, context);
    if (replaced instanceof Response) {
      response = replaced;
      break;
    }
    if (replaced) request = replaced;
  }
  // The base URL was checked once, but a hook may have moved the request, credential and all.
  if (!response) assertSecureTransport(request.url, config.allowInsecureHttp, "createClient");
  try {
    response ??= await fetchWithin(config, outgoing, request, timeoutMs);
  } catch (error) {
    return { request, error: error as LPSError };
  }
  for (const hook of hooks.afterResponse) response = (await hook(request, response, context)) ?? response;
  return { request, response };
}

/**
 * fetch, aborted when `timeoutMs` pass or the caller's signal fires; armed after the hooks, so
 * `timeout` counts the network alone. Hooks saw the request without this signal; fetch gets a
 * copy that carries it. Every failure is thrown as an LPSError.
 */
async function fetchWithin(config: Config, outgoing: Outgoing, request: Request | undefined, timeoutMs: number): Promise<Response> {
  // The URL fetched, after any hook, redacted as in logs (a query may carry a credential); built
  // only for an error, off the hot path.
  const call = (cause?: unknown) => describeFailure(describeCall(outgoing, request ?? outgoing), cause);
  const deadline = deadlineSignal(timeoutMs, outgoing.options.signal, call);
  let response: Response | undefined;
  try {
    // Looked up per call, so a fetch stubbed after createClient is still used.
    const send = config.fetch ?? fetch;
    // A hook's Request may say "follow" (fetch's default): the copy says "manual", as requestInit does.
    const sent = request ? send(new Request(request, { signal: deadline.signal, redirect: "manual" })) : send(outgoing.url, requestInit(outgoing, deadline.signal));
    // The platform's fetch honours the signal; only one from the options is raced against it.
    response = await (config.fetch ? settleBy(sent, deadline.signal) : sent);
    outgoing.release = deadline.clear;
    return response;
  } catch (cause) {
    // Aborted: the deadline's reason, a TimeoutError or AbortError, is what fetch failed with.
    throw deadline.signal.aborted ? deadline.signal.reason : new ConnectionError(`Connection error: ${call(cause)}`, { cause });
  } finally {
    // A successful attempt keeps its timer until the body is read (`release`).
    if (!response) deadline.clear();
  }
}

/** Resolves after `ms`, or rejects with AbortError as soon as `signal` fires. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortError(signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

interface Deadline {
  /** Aborts the attempt's request when its time is up or the caller's signal fires, with a TimeoutError or AbortError. */
  signal: AbortSignal;
  clear(): void;
}

/**
 * A controller and one timer; the caller's signal is followed only when there is one. A timed-out
 * request is aborted, so its connection closes instead of running on unobserved. The timer stays
 * armed after the headers arrive, so a body that stalls past the deadline fails too, until the
 * body is read; it is unref'd so that a body nobody reads never holds a Node process open.
 * AbortSignal.timeout() joined by AbortSignal.any() would do the same at a measurably higher cost
 * per call in Node's fetch (bench/sdk.mjs).
 */
function deadlineSignal(ms: number, caller: AbortSignal | undefined, call: () => string): Deadline {
  const controller = new AbortController();
  const follow = () => controller.abort(new AbortError(caller!.reason));
  const clear = () => {
    clearTimeout(timer);
    caller?.removeEventListener("abort", follow);
  };
  const timer = setTimeout(() => {
    clear();
    // The SDK's own errors as reasons: fetch errors a body still being read with them, so a body
    // that stalls, or a raw call's stream, fails with a TimeoutError or AbortError too.
    controller.abort(new TimeoutError(`${call()} timed out after ${ms} ms`));
  }, ms);
  (timer as { unref?: () => void }).unref?.();
  if (caller?.aborted) follow();
  else caller?.addEventListener("abort", follow, { once: true });
  return { signal: controller.signal, clear };
}

/**
 * `pending`, unless `signal` fires first: a `fetch` given in the options may ignore the signal, and
 * a token source takes none. A response that still arrives later has its body cancelled, which
 * frees its connection.
 */
function settleBy<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason);
      pending.then((late) => (late as Partial<Response>).body?.cancel().catch(() => undefined), () => undefined);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
