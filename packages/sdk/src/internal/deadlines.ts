import { TimeoutError } from "../core/errors";

interface Deadline {
  at: number;
  expire: () => void;
}

/**
 * Attempt timeouts from one timer per client instead of one per request. Arming and clearing a
 * timer for every request cost about half of the client's own per-request CPU (bench/sdk.mjs);
 * here a request only joins and leaves a set, and the timer is re-armed only when a deadline
 * falls due or an earlier one arrives. Unref'd, so it never keeps a Node process alive; an
 * attempt in flight holds its socket, which does.
 */
export function createDeadlines() {
  const pending = new Set<Deadline>();
  let armedAt = Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function arm(at: number) {
    if (at >= armedAt) return;
    clearTimeout(timer);
    armedAt = at;
    timer = setTimeout(fire, at - Date.now());
    (timer as { unref?: () => void }).unref?.();
  }

  function fire() {
    armedAt = Infinity;
    const now = Date.now();
    let next = Infinity;
    for (const deadline of pending) {
      if (deadline.at <= now) {
        pending.delete(deadline);
        deadline.expire();
      } else if (deadline.at < next) next = deadline.at;
    }
    if (next < Infinity) arm(next);
  }

  /**
   * `response` unless `ms` pass first, then TimeoutError. The attempt is abandoned rather than
   * aborted: handing fetch an AbortSignal of our own costs more CPU than the rest of the client
   * (undici follows every signal), so only the caller's `signal` reaches fetch. A response that
   * arrives after its timeout has its body cancelled, which frees the connection.
   */
  return function withTimeout(response: Promise<Response>, ms: number): Promise<Response> {
    return new Promise((resolve, reject) => {
      const deadline: Deadline = {
        at: Date.now() + ms,
        expire() {
          reject(new TimeoutError(`Request timed out after ${ms} ms`));
          response.then((late) => late.body?.cancel().catch(() => undefined), () => undefined);
        },
      };
      pending.add(deadline);
      arm(deadline.at);
      response.then(
        (value) => {
          pending.delete(deadline);
          resolve(value);
        },
        (error: unknown) => {
          pending.delete(deadline);
          reject(error);
        },
      );
    });
  };
}
