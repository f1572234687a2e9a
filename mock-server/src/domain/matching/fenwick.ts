/**
 * Prefix sums over a list of counts with O(log n) update and query (a Fenwick tree). The price
 * list keeps one count per chunk here, so a listing's rank costs O(log n) however many chunks exist.
 */
export interface Fenwick {
  /** Adds `delta` to the count at `index`. */
  add(index: number, delta: number): void;
  /** Sum of the counts at indexes `0 .. end - 1`. */
  prefix(end: number): number;
}

export function createFenwick(counts: readonly number[]): Fenwick {
  const tree = new Float64Array(counts.length + 1);
  const add = (index: number, delta: number) => {
    for (let i = index + 1; i < tree.length; i += i & -i) tree[i] = (tree[i] ?? 0) + delta;
  };
  counts.forEach((count, index) => add(index, count));
  return {
    add,
    prefix(end) {
      let sum = 0;
      for (let i = end; i > 0; i -= i & -i) sum += tree[i] ?? 0;
      return sum;
    },
  };
}
