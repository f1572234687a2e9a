// Price bands for the lead index: geometric steps of 25% from $1,000 up to the contract's
// maximum price, plus one band below $1,000. Rents and sale prices share the same bands.
const STEP = 1.25;
const FIRST_BOUNDARY = 1_000;
const MAX_PRICE = 1_000_000_000;

const BOUNDARIES: readonly number[] = (() => {
  const out: number[] = [];
  for (let b = FIRST_BOUNDARY; b <= MAX_PRICE * STEP; b *= STEP) out.push(b);
  return out;
})();

/** The band holding `price`: how many boundaries lie at or below it. Monotone in `price`. */
export function priceBand(price: number): number {
  let lo = 0;
  let hi = BOUNDARIES.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((BOUNDARIES[mid] as number) <= price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every band a price range touches. */
export function priceBands(min: number, max: number): number[] {
  const bands: number[] = [];
  for (let b = priceBand(min); b <= priceBand(max); b++) bands.push(b);
  return bands;
}
