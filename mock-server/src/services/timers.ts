/** Timers the engine owns (scoring delays), cancelled together on reset and close. */
export interface Timers {
  after(ms: number, run: () => void): void;
  cancelAll(): void;
}

export function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    after(ms, run) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        // A timer's failure has no request to answer; it must not take the process down.
        try {
          run();
        } catch (error) {
          console.error("lps-mock: scheduled work failed", error);
        }
      }, ms);
      pending.add(timer);
    },
    cancelAll() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
