import { AbortError, TimeoutError } from "../core/errors";

/** Resolves after `ms`, or rejects with AbortError as soon as `signal` fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
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

/**
 * A signal for one attempt: fires after `ms` or when the caller's signal fires. `clear()` stops the
 * timer once headers arrive, so a body read is bounded by the caller's signal only.
 */
export function attemptSignal(ms: number, caller: AbortSignal | undefined) {
  const timer = new AbortController();
  const id = setTimeout(() => timer.abort(new TimeoutError()), ms);
  return {
    signal: caller ? AbortSignal.any([caller, timer.signal]) : timer.signal,
    timedOut: () => timer.signal.aborted,
    clear: () => clearTimeout(id),
  };
}
