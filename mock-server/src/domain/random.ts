// Demo data must be reproducible from `--seed` on every runtime, so it draws from this seeded
// generator (sfc32, seeded through splitmix32) and never from Math.random or crypto.

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  logNormal(median: number, sigma: number): number;
  /** `prefix` and `length` base62 characters. */
  id(prefix: string, length?: number): string;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** sfc32: a small, fast generator with a 128-bit state; uniform in [0, 1) in 32-bit steps. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

// Steps of low-discrepancy sequences; two irrational steps are also evenly spread against each other.
const GOLDEN_STEP = 0.6180339887498949;
export const SILVER_STEP = 0.41421356237309515;

/**
 * The `index`-th term of an evenly spread sequence in (0, 1): sizes drawn in date order give every
 * stretch of history the same mix, so year-over-year medians follow the trend, not noise.
 */
export const spreadQuantile = (start: number, index: number, step = GOLDEN_STEP): number => {
  const q = (start + index * step) % 1;
  return Math.min(Math.max(q, 1e-6), 1 - 1e-6);
};

/** Quantile `q` of a log-logistic law with this median and (log-normal-like) spread. */
export const logLogisticAt = (median: number, sigma: number, q: number): number =>
  median * Math.exp(((sigma * Math.sqrt(3)) / Math.PI) * Math.log(q / (1 - q)));

export function createRandom(seed: number): Random {
  const mix = splitmix32(Math.trunc(seed));
  const next = sfc32(mix(), mix(), mix(), mix());
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    logNormal: (median, sigma) => median * Math.exp(sigma * gaussian()),
    id(prefix, length = 16) {
      // One flat string from char codes: appending builds a rope every Map lookup would flatten.
      const codes: number[] = [];
      for (let i = 0; i < prefix.length; i++) codes.push(prefix.charCodeAt(i));
      for (let i = 0; i < length; i++) codes.push(BASE62.charCodeAt(Math.floor(next() * 62)));
      return String.fromCharCode.apply(null, codes);
    },
  };
}
