// A Fetch handler for receivers: verifies, dispatches by event type, retries a failing handler.
import {
  DEFAULT_RETRY_ATTEMPTS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_RETRY_BASE_DELAY_MS,
  type EventOf,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type VerifyWebhook,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookSecret,
} from "./types";
import { concatBytes } from "./crypto";
import { isWebhookVerificationError, WebhookVerificationError } from "./errors";
import { checkClock, toSecretList } from "./verify";

export type WebhookHandlers = {
  [T in WebhookEventType]?: (event: EventOf<T>) => unknown | Promise<unknown>;
};

export interface WebhookHandlerOptions {
  secret: WebhookSecret;
  on: WebhookHandlers;
  /** Called for event types without a handler, including types newer than this SDK. */
  onUnhandled?: ((event: WebhookEvent) => unknown) | undefined;
  /** Retries a throwing handler in process; `false` answers 500 at once so the sender retries. */
  retry?: RetryOptions | false | undefined;
  /** Seconds of clock skew accepted (default 300). */
  tolerance?: number | undefined;
  /** The receiver's clock in unix seconds, or a function returning it (default: the system clock). */
  now?: number | (() => number) | undefined;
  /**
   * The largest body accepted, in bytes (default 1 MiB). A larger one is answered 413 as soon as
   * its length is known, without reading the rest.
   */
  maxBodyBytes?: number | undefined;
  /**
   * Sees what the sender is never told: why a request was refused (`verify`) and each failed
   * handler attempt (`handle`). Use it for logs.
   */
  onError?: ((error: unknown, context: { stage: "verify" } | { stage: "handle"; attempt: number; event: WebhookEvent }) => void) | undefined;
}

export type FetchHandler = (request: Request) => Promise<Response>;

export function makeCreateWebhookHandler(verify: VerifyWebhook) {
  return (options: WebhookHandlerOptions): FetchHandler => {
    const secrets = toSecretList(options.secret);
    const { tolerance, now, maxBodyBytes = DEFAULT_MAX_BODY_BYTES } = options;
    // Configuration mistakes throw here, not on the first delivery.
    checkClock(typeof now === "number" ? now : 0, tolerance ?? 0);
    if (!(maxBodyBytes >= 0 && maxBodyBytes < Infinity)) throw new TypeError("maxBodyBytes must be a finite, non-negative number");
    checkHandlers(options.on);
    if (options.retry) checkRetry(options.retry);
    const report = options.onError ?? (() => {});
    const refuse = (error: unknown) => (report(error, { stage: "verify" }), jsonResponse(400, { error: "invalid_webhook" }));

    return async (request) => {
      if (request.method !== "POST") return jsonResponse(405, { error: "method_not_allowed" }, { allow: "POST" });
      // Unsigned requests are refused before a byte of their body is read.
      const missing = [SIGNATURE_HEADER, TIMESTAMP_HEADER].find((name) => !request.headers.get(name));
      if (missing) return refuse(new WebhookVerificationError("missing_header", `missing ${missing}`));
      // A middleware (a body parser, `await c.req.json()`) read it first: the receiver's setup, not
      // the delivery, is wrong, so 500 makes the sender retry once it is fixed, as toNodeHandler does.
      if (request.bodyUsed) {
        report(new WebhookVerificationError("body_not_raw", "the request body was already read before the webhook handler; mount the handler before anything that parses the body"), { stage: "verify" });
        return jsonResponse(500, { error: "body_not_raw" });
      }
      const body = await readLimited(request, maxBodyBytes);
      if (!body) return jsonResponse(413, { error: "payload_too_large" });
      let event: WebhookEvent;
      try {
        event = await verify(body, request.headers, secrets, { tolerance, now: typeof now === "function" ? now() : now });
      } catch (error) {
        // One answer for every failure, so a forger learns nothing about which check stopped it.
        if (isWebhookVerificationError(error)) return refuse(error);
        // A `now` function that returned garbage: the receiver's bug, so the sender should retry.
        report(error, { stage: "verify" });
        return jsonResponse(500, { error: "internal_error" });
      }
      try {
        await withRetry(
          async () => dispatch(options, event),
          options.retry,
          (error, attempt) => report(error, { stage: "handle", attempt, event }),
        );
      } catch {
        return jsonResponse(500, { error: "handler_failed" });
      }
      return jsonResponse(200, { received: true });
    };
  };
}

/**
 * The body, or undefined once it passes `limit` bytes: a declared length is checked before
 * reading, and a streamed body is cancelled as soon as it runs over.
 */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get("content-length")) > limit) return undefined;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return concatBytes(chunks);
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
}

/** `on` is an object of functions: anything else would fail on every delivery instead of here. */
function checkHandlers(on: unknown): void {
  if (typeof on !== "object" || on === null) throw new TypeError(`on must be an object of handlers by event type, got ${String(on)}`);
  for (const [type, handler] of Object.entries(on)) {
    if (handler !== undefined && typeof handler !== "function") throw new TypeError(`on["${type}"] must be a function, got ${typeof handler}`);
  }
}

// attempts NaN made withRetry retry forever: every comparison with NaN is false.
function checkRetry({ attempts, baseDelayMs }: RetryOptions): void {
  if (attempts !== undefined && !(Number.isInteger(attempts) && attempts >= 1)) {
    throw new TypeError(`retry.attempts must be a whole number >= 1 (retry: false for none), got ${attempts}`);
  }
  if (baseDelayMs !== undefined && !(baseDelayMs >= 0 && baseDelayMs < Infinity)) {
    throw new TypeError(`retry.baseDelayMs must be a finite, non-negative number, got ${baseDelayMs}`);
  }
}

function dispatch({ on, onUnhandled }: WebhookHandlerOptions, event: WebhookEvent): unknown {
  // Own properties only: a `type` of "constructor" must not reach Object.prototype.
  const handler = Object.hasOwn(on, event.type) ? (on[event.type] as (event: WebhookEvent) => unknown) : undefined;
  return handler ? handler(event) : onUnhandled?.(event);
}

export interface RetryOptions {
  /** Attempts in all, the first included (default 5). */
  attempts?: number | undefined;
  /** Delay before retry n (0-based) is `baseDelayMs * 2^n` (default 1000: 1 s, 2 s, 4 s, 8 s). */
  baseDelayMs?: number | undefined;
  /** Waits between attempts; replace it to run tests without real delays. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

/**
 * A TypeError or SyntaxError thrown by a handler means a malformed event (no `data`, say) or a
 * bug: the same event fails the same way again, so it is answered 500 at once instead of after
 * 15 s of retries. fetch's network failures are TypeErrors with a `cause` and are still retried.
 */
const deterministic = (error: unknown): boolean =>
  (error instanceof TypeError || error instanceof SyntaxError) && (error as Error).cause === undefined;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or the attempts are spent, then rethrows the last error. */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions | false | undefined,
  onFailure: (error: unknown, attempt: number) => void,
): Promise<T> {
  const policy: RetryOptions = options === false ? { attempts: 1 } : (options ?? {});
  const attempts = Math.max(1, policy.attempts ?? DEFAULT_RETRY_ATTEMPTS);
  const baseDelayMs = policy.baseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
  const wait = policy.sleep ?? sleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      onFailure(error, attempt);
      if (attempt + 1 >= attempts || deterministic(error)) throw error;
      await wait(baseDelayMs * 2 ** attempt);
    }
  }
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}
