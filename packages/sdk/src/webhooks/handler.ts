// A Fetch handler for receivers: verifies, dispatches by event type, retries a failing handler.
import {
  DEFAULT_RETRY_ATTEMPTS,
  DEFAULT_RETRY_BASE_DELAY_MS,
  type EventOf,
  type VerifyWebhook,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookSecret,
} from "./types";
import { toSecretList } from "./verify";

export type WebhookHandlers = {
  [T in WebhookEventType]?: (event: EventOf<T>) => unknown | Promise<unknown>;
};

export interface WebhookHandlerOptions {
  secret: WebhookSecret;
  on: WebhookHandlers;
  /** Called for event types without a handler, including types newer than this SDK. */
  onUnhandled?: (event: WebhookEvent) => unknown;
  /** Retries a throwing handler in process; `false` answers 500 at once so the sender retries. */
  retry?: RetryOptions | false;
  /** Seconds of clock skew accepted (default 300). */
  tolerance?: number;
  /**
   * Sees what the sender is never told: why a request was refused (`verify`) and each failed
   * handler attempt (`handle`). Use it for logs.
   */
  onError?: (error: unknown, context: { stage: "verify" } | { stage: "handle"; attempt: number; event: WebhookEvent }) => void;
}

export type FetchHandler = (request: Request) => Promise<Response>;

export function makeCreateWebhookHandler(verify: VerifyWebhook) {
  return (options: WebhookHandlerOptions): FetchHandler => {
    const secrets = toSecretList(options.secret);
    const verifyOptions = { tolerance: options.tolerance };
    const report = options.onError ?? (() => {});

    return async (request) => {
      if (request.method !== "POST") return jsonResponse(405, { error: "method_not_allowed" }, { allow: "POST" });
      let event: WebhookEvent;
      try {
        event = await verify(await request.arrayBuffer(), request.headers, secrets, verifyOptions);
      } catch (error) {
        report(error, { stage: "verify" });
        // One answer for every failure, so a forger learns nothing about which check stopped it.
        return jsonResponse(400, { error: "invalid_webhook" });
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

function dispatch({ on, onUnhandled }: WebhookHandlerOptions, event: WebhookEvent): unknown {
  // Own properties only: a `type` of "constructor" must not reach Object.prototype.
  const handler = Object.hasOwn(on, event.type) ? (on[event.type] as (event: WebhookEvent) => unknown) : undefined;
  return handler ? handler(event) : onUnhandled?.(event);
}

export interface RetryOptions {
  /** Attempts in all, the first included (default 5). */
  attempts?: number;
  /** Delay before retry n (0-based) is `baseDelayMs * 2^n` (default 1000: 1 s, 2 s, 4 s, 8 s). */
  baseDelayMs?: number;
  /** Waits between attempts; replace it to run tests without real delays. */
  sleep?: (ms: number) => Promise<void>;
}

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
      if (attempt + 1 >= attempts) throw error;
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
