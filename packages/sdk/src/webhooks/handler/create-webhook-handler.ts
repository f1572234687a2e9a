import type { VerifyWebhook, WebhookEvent, WebhookEventType, EventOf, WebhookSecret } from "../types";
import { toSecretList } from "../internal/secrets";
import { jsonResponse } from "./json-response";
import { withRetry, type RetryOptions } from "./retry";

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
