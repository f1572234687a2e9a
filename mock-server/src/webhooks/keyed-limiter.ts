interface Lane {
  running: number;
  waiting: (() => void)[];
}

/** Runs at most `limit` tasks at once per key; the others wait in arrival order. */
export function createKeyedLimiter(limit: number) {
  const lanes = new Map<string, Lane>();

  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const lane = lanes.get(key) ?? { running: 0, waiting: [] };
    lanes.set(key, lane);
    if (lane.running < limit) lane.running++;
    else await new Promise<void>((resolve) => lane.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A finishing task hands its slot straight to the next waiter.
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) lanes.delete(key);
    }
  };
}
