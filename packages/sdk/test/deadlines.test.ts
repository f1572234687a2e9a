import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { isTimeoutError } from "@lps/sdk";
import { createDeadlines } from "../src/internal/deadlines";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const never = () => new Promise<Response>(() => undefined);
const settled = (promise: Promise<unknown>) => {
  const state = { done: false, error: undefined as unknown };
  promise.then(() => (state.done = true), (error: unknown) => Object.assign(state, { done: true, error }));
  return state;
};

test("each attempt times out at its own deadline, an earlier one arriving later included", async () => {
  const withTimeout = createDeadlines();
  const slow = settled(withTimeout(never(), 5_000));
  await vi.advanceTimersByTimeAsync(1_000);
  const fast = settled(withTimeout(never(), 1_000));
  await vi.advanceTimersByTimeAsync(999);
  expect([slow.done, fast.done]).toEqual([false, false]);
  await vi.advanceTimersByTimeAsync(1);
  expect(fast.done && isTimeoutError(fast.error)).toBe(true);
  expect(slow.done).toBe(false);
  await vi.advanceTimersByTimeAsync(2_999);
  expect(slow.done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(isTimeoutError(slow.error)).toBe(true);
});

test("an answer in time wins, and its deadline no longer fires", async () => {
  const withTimeout = createDeadlines();
  const response = new Response("{}");
  await expect(withTimeout(Promise.resolve(response), 1_000)).resolves.toBe(response);
  const failure = new TypeError("fetch failed");
  await expect(withTimeout(Promise.reject(failure), 1_000)).rejects.toBe(failure);
  expect(vi.getTimerCount()).toBeLessThanOrEqual(1);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(vi.getTimerCount()).toBe(0);
});

test("a response arriving after its timeout has its body cancelled", async () => {
  const withTimeout = createDeadlines();
  let cancelled = false;
  let answer!: (response: Response) => void;
  const late = new Promise<Response>((resolve) => (answer = resolve));
  const outcome = settled(withTimeout(late, 100));
  await vi.advanceTimersByTimeAsync(100);
  expect(isTimeoutError(outcome.error)).toBe(true);
  answer(new Response(new ReadableStream({ cancel: () => void (cancelled = true) })));
  await vi.advanceTimersByTimeAsync(0);
  expect(cancelled).toBe(true);
});
