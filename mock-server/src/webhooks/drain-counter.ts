/** Counts unfinished work and lets callers await the moment it reaches zero. */
export function createDrainCounter() {
  let live = 0;
  let waiters: (() => void)[] = [];

  function wake(): void {
    for (const resolve of waiters) resolve();
    waiters = [];
  }

  return {
    add(): void {
      live++;
    },
    done(): void {
      live--;
      if (live === 0) wake();
    },
    count: (): number => live,
    drained: (): Promise<void> =>
      live === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    /** Forgets all work (on close) and releases everyone waiting. */
    reset(): void {
      live = 0;
      wake();
    },
  };
}
