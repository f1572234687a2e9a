import { DEFAULT_RETRY_ATTEMPTS, DEFAULT_RETRY_BASE_DELAY_MS } from "../defaults";

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
