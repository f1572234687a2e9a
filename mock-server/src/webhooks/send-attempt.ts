import { tlsFailureReason } from "./tls-failure";

export interface AttemptRequest {
  fetch: typeof fetch;
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Cancels the attempt when aborted; the time-out aborts it too. */
  controller: AbortController;
}

export type AttemptOutcome =
  | { kind: "succeeded"; status: number; latencyMs: number }
  | {
      /** `gone` is a 410: the receiver asks never to be called again; `skipped`: nothing was sent. */
      kind: "failed" | "gone" | "skipped";
      status: number | null;
      latencyMs: number | null;
      error: string;
      retryAfter: string | null;
    };

/** One POST with a time-out; only a 2xx counts, and a redirect is a failure, not followed. */
export async function sendAttempt({ fetch, url, body, headers, timeoutMs, controller }: AttemptRequest): Promise<AttemptOutcome> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const started = performance.now();
  try {
    const response = await fetch(url, { method: "POST", body, headers, redirect: "manual", signal: controller.signal });
    // The body is never read; cancelling it frees the connection for the next attempt.
    void response.body?.cancel().catch(() => undefined);
    return classify(response, elapsedSince(started));
  } catch (error) {
    const reason = timedOut ? `timed out after ${timeoutMs} ms` : describeNetworkError(error);
    return failure(null, elapsedSince(started), reason);
  } finally {
    clearTimeout(timer);
  }
}

/** An attempt that ended before any request was made. */
export function notSent(reason: string): AttemptOutcome {
  return { kind: "skipped", status: null, latencyMs: null, error: reason, retryAfter: null };
}

function classify(response: Response, latencyMs: number): AttemptOutcome {
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: "succeeded", status, latencyMs };
  if (status === 410) return { kind: "gone", status, latencyMs, error: "endpoint answered 410 Gone", retryAfter: null };
  // Browsers hide a manual redirect behind an opaque response with status 0.
  if (response.type === "opaqueredirect") return failure(null, latencyMs, "endpoint answered a redirect, which is not followed");
  if (status >= 300 && status < 400) {
    return failure(status, latencyMs, `endpoint answered ${status}, a redirect, which is not followed`);
  }
  return failure(status, latencyMs, `endpoint answered ${status}`, response.headers.get("retry-after"));
}

function failure(status: number | null, latencyMs: number, error: string, retryAfter: string | null = null): AttemptOutcome {
  return { kind: "failed", status, latencyMs, error, retryAfter };
}

function elapsedSince(started: number): number {
  return Math.max(0, Math.round(performance.now() - started));
}

// fetch rejects with a bare "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND,
// CERT_HAS_EXPIRED) is the cause's code.
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (typeof cause?.code === "string") return tlsFailureReason(cause.code) ?? `connection failed (${cause.code})`;
  return `request failed: ${error instanceof Error ? error.message : String(error)}`;
}
